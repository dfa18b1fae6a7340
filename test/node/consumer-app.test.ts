import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import ui from '@nuxt/ui/vite'
import vue from '@vitejs/plugin-vue'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { libraryIcons } from '../../src/icons'
import { createConsumerApp } from './helpers/consumerApp'

let js = ''
let css = ''

/**
 * Builds a small Vite app against the built package (`dist/`, as an application installs it),
 * configured the way the getting-started guide says.
 */
async function buildApp(main?: string): Promise<{ files: Map<string, string> }> {
  const app = createConsumerApp(main)
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
