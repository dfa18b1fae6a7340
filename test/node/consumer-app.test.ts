import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
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
function createApp(main = 'main.ts'): string {
  const app = mkdtempSync(join(tmpdir(), 'nuxt-ui-jsonforms-consumer-'))
  cpSync(here('./fixtures/consumer'), app, { recursive: true, filter: source => !source.includes('node_modules') })
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

/**
 * Builds a small Vite app against the built package (`dist/`, as an application installs it),
 * configured the way the getting-started guide says.
 */
async function buildApp(main?: string): Promise<{ files: Map<string, string> }> {
  const app = createApp(main)
  const outDir = join(app, 'out')
  try {
    await build({
      root: app,
      logLevel: 'error',
      configFile: false,
      plugins: [vue(), ui({ router: false, colorMode: true, autoImport: false, dts: false, icon: { clientBundle: { icons: [...libraryIcons] } } })],
      build: { outDir, emptyOutDir: true, minify: false },
    })
    const assets = join(outDir, 'assets')
    return { files: new Map(readdirSync(assets).map(file => [file, readFileSync(join(assets, file), 'utf8')])) }
  }
  finally {
    rmSync(app, { recursive: true, force: true })
  }
}

/** Every asset of a build with the given extension, joined. */
const joined = (files: Map<string, string>, ext: string) => [...files].filter(([file]) => file.endsWith(ext)).map(([, code]) => code).join('\n')
let presetBuild: Map<string, string>

beforeAll(async () => {
  const { files } = await buildApp()
  js = joined(files, '.js')
  css = joined(files, '.css')
  presetBuild = (await buildApp('main-ui-renderers.ts')).files
}, 300_000)

describe('an application built against dist/', () => {
  it('bundles the family it uses', () => {
    expect(js).toContain('TextControl')
  })

  it('leaves out the families it does not use', () => {
    expect(js).not.toContain('NumberControl')
    expect(js).not.toContain('BooleanControl')
  })

  it('ships no editor code with uiRenderers, and each lazy family in a chunk of its own', () => {
    const chunks = [...presetBuild].filter(([file]) => file.endsWith('.js'))
    const all = chunks.map(([, code]) => code).join('\n')
    for (const marker of ['ProseMirror', 'prosemirror-', '@tiptap/', 'DOMPurify', 'EditorControl'])
      expect(all, marker).not.toContain(marker)
    expect(all).toContain('needs the allRenderers preset')
    const entry = chunks.find(([file]) => file.startsWith('index-'))?.[1] ?? ''
    const lazyFamilies = ['TextareaControl', 'SelectMenuControl', 'SelectControl', 'RadioControl', 'CheckboxGroupControl', 'ColorControl', 'SliderControl', 'RatingControl', 'PinControl', 'TagsControl', 'ArrayControl', 'ListWithDetailControl', 'CombinatorControl', 'CategorizationLayout', 'WysiwygHint']
    for (const lazy of [...lazyFamilies, 'DateControl', 'CalendarControl', 'UploadControl', 'AutocompleteControl']) {
      const chunk = chunks.find(([file]) => file.startsWith(`${lazy}-`))
      expect(chunk, `${lazy} chunk`).toBeDefined()
      expect(entry).not.toContain(`name: "${lazy}"`)
      console.log(`lazy chunk ${chunk![0]}: ${(gzipSync(chunk![1]).length / 1024).toFixed(1)} kB gzip`)
    }
    // The lazy families' testers are in the entry, the helpers of their widgets are not.
    for (const helper of ['readVariants', 'addTags', 'parseDataUrl', 'formatSize'])
      expect(entry, helper).not.toContain(`function ${helper}(`)
    console.log(`uiRenderers app entry: ${(gzipSync(entry).length / 1024).toFixed(1)} kB gzip (unminified build)`)
  })

  it('gets a stylesheet with the Nuxt UI theme', () => {
    expect(css).toMatch(/--ui-primary/)
  })
})
