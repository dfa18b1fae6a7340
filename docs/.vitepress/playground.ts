import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Puts the built playground at `/playground/` of the site, where `<LiveExample>` frames load it.
 * `npm run docs:build` builds the playground first; a bare `vitepress build` without it still
 * produces the site, with a warning, and the frames then have nothing to show. The hostile-strings
 * page of the browser checks (`xss.html` and its entry chunk) stays out of the site.
 */
export function copyPlayground(repoRoot: string, outDir: string): void {
  const built = join(repoRoot, 'playground/dist')
  if (!existsSync(join(built, 'index.html'))) {
    console.warn('docs: playground/dist is missing; run `npm run playground:build` for the live examples.')
    return
  }
  const checksOnly = /[\\/](?:xss\.html|assets[\\/]xss-[^\\/]+)$/
  cpSync(built, join(outDir, 'playground'), { recursive: true, filter: source => !checksOnly.test(source) })
}
