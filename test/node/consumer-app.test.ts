import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ui from '@nuxt/ui/vite'
import vue from '@vitejs/plugin-vue'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { libraryIcons } from '../../src/icons'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const repo = here('../..')
let js = ''
let css = ''

/**
 * An application folder outside the repository, so that Tailwind's automatic source detection
 * cannot find the library's sources: its `node_modules` links every installed package, and
 * `nuxt-ui-jsonforms` is the built package (`package.json` + `dist/`), as npm would install it.
 */
function createApp(): string {
  const app = mkdtempSync(join(tmpdir(), 'nuxt-ui-jsonforms-consumer-'))
  cpSync(here('./fixtures/consumer'), app, { recursive: true, filter: source => !source.includes('node_modules') })
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

/**
 * Builds a small Vite app against the built package (`dist/`, as an application installs it),
 * configured the way the getting-started guide says.
 */
beforeAll(async () => {
  const app = createApp()
  const outDir = join(app, 'out')
  await build({
    root: app,
    logLevel: 'error',
    configFile: false,
    plugins: [vue(), ui({ router: false, colorMode: true, autoImport: false, dts: false, icon: { clientBundle: { icons: [...libraryIcons] } } })],
    build: { outDir, emptyOutDir: true, minify: false },
  })
  const assets = join(outDir, 'assets')
  const read = (ext: string) => readdirSync(assets).filter(file => file.endsWith(ext)).map(file => readFileSync(join(assets, file), 'utf8')).join('\n')
  js = read('.js')
  css = read('.css')
  rmSync(app, { recursive: true, force: true })
}, 180_000)

describe('an application built against dist/', () => {
  it('bundles the family it uses', () => {
    expect(js).toContain('TextControl')
  })

  it('leaves out the families it does not use', () => {
    expect(js).not.toContain('NumberControl')
    expect(js).not.toContain('BooleanControl')
  })

  it('gets a stylesheet with the Nuxt UI theme', () => {
    expect(css).toMatch(/--ui-primary/)
  })
})
