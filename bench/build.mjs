// Builds the bench pages into `outDir`: the library's pages and the hand-written floor, then
// vue-vanilla's page as an app of its own (see vite.config.ts).
import { fileURLToPath } from 'node:url'

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

export async function buildPages(options = {}) {
  const { build } = await import('vite')
  await build({ configFile, ...options })
  await build({ configFile, mode: 'vanilla', ...options })
}
