import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const repo = here('../../..')

/**
 * An application folder outside the repository, so that Tailwind's automatic source detection
 * cannot find the library's sources: its `node_modules` links every installed package, and
 * `nuxt-ui-jsonforms` is the built package (`package.json` + `dist/`), as npm would install it.
 * `main` (a file of `test/node/fixtures/consumer`) becomes its `main.ts`.
 */
export function createConsumerApp(main = 'main.ts'): string {
  const app = mkdtempSync(join(tmpdir(), 'nuxt-ui-jsonforms-consumer-'))
  cpSync(here('../fixtures/consumer'), app, { recursive: true, filter: source => !source.includes('node_modules') })
  if (main !== 'main.ts')
    cpSync(join(app, main), join(app, 'main.ts'))
  const modules = join(app, 'node_modules')
  mkdirSync(modules)
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (!entry.startsWith('.'))
      symlinkSync(join(repo, 'node_modules', entry), join(modules, entry))
  }
  const self = join(modules, 'nuxt-ui-jsonforms')
  mkdirSync(self)
  cpSync(join(repo, 'package.json'), join(self, 'package.json'))
  symlinkSync(join(repo, 'dist'), join(self, 'dist'))
  return app
}
