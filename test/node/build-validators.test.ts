import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import type { Plugin } from 'vite'
import vue from '@vitejs/plugin-vue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { libraryIcons } from '../../src/icons'
import type * as viteIntegration from '../../src/integrations/vite'
import { createConsumerApp } from './helpers/consumerApp'

/** What a chunk of AJV's compiler holds: its messages for a schema it cannot find or add. */
const ajvCompiler = ['no schema with key or ref', 'schema must be object or boolean']

interface ManifestChunk { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }

let app: string
let manifest: Record<string, ManifestChunk>
let read: (file: string) => string

/**
 * A Vite app built against the built package with the library's Vite plugin, whose page shows a
 * `<JsonForm>` of a schema imported with `?validator` and one of a schema given to `defineSchema`
 * (test/node/fixtures/consumer/main-validator.ts).
 */
beforeAll(async () => {
  app = createConsumerApp('main-validator.ts')
  const outDir = join(app, 'out')
  const { nuxtUiJsonforms } = await import(join(app, 'node_modules/nuxt-ui-jsonforms/dist/src/integrations/vite.js')) as typeof viteIntegration
  await build({
    root: app,
    logLevel: 'error',
    configFile: false,
    plugins: [vue(), ...nuxtUiJsonforms({ ui: { router: false, autoImport: false, dts: false, icon: { clientBundle: { icons: [...libraryIcons] } } } }) as Plugin[]],
    build: { outDir, emptyOutDir: true, minify: false, manifest: true },
  })
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  read = file => readFileSync(join(outDir, file), 'utf8')
}, 300_000)
afterAll(() => rmSync(app, { recursive: true, force: true }))

/** The JavaScript a first visit of the page fetches before anything is imported on demand: the entry and what it imports. */
function firstVisit(): string[] {
  const entry = Object.keys(manifest).find(key => manifest[key]!.isEntry)!
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key))
      return
    seen.add(key)
    for (const imported of manifest[key]!.imports ?? [])
      visit(imported)
  }
  visit(entry)
  return [...seen].map(key => manifest[key]!.file).filter(file => file.endsWith('.js'))
}

describe('a page whose forms\' schemas are imported with ?validator and written with defineSchema', () => {
  it('ships the schemas\' compiled validators and no AJV compiler', () => {
    const code = firstVisit().map(read).join('\n')
    // The compiled check of `name`'s `minLength`, as AJV's code reports it.
    expect(code).toContain('"#/properties/name/minLength"')
    // And the one of the schema given to `defineSchema`.
    expect(code).toContain('"#/properties/phone/minLength"')
    for (const message of ajvCompiler)
      expect(code).not.toContain(message)
  })

  it('keeps AJV for schemas only known at run time, in a chunk imported on demand', () => {
    const lazy = Object.values(manifest).filter(chunk => !firstVisit().includes(chunk.file)).map(chunk => read(chunk.file)).join('\n')
    expect(lazy).toContain(ajvCompiler[0])
  })
})
