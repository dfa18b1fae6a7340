import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import type { StaticServer } from './staticServer'

const configFile = fileURLToPath(new URL('../docs/.vitepress/preview.config.ts', import.meta.url))
const built = fileURLToPath(new URL('../docs/.vitepress/dist/index.html', import.meta.url))

/**
 * Serves the built docs site with `npm run docs:preview`'s own configuration (so its 404 page is
 * tested as users get it), on 127.0.0.1 and a free port.
 */
export async function serveDocs(): Promise<StaticServer> {
  if (!existsSync(built))
    throw new Error(`${built} is missing: build the docs first (npm run docs:build).`)
  const server = await preview({ configFile, logLevel: 'warn', preview: { port: 0, strictPort: false, open: false } })
  const { port } = server.httpServer.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}
