import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { folderCycles, forbiddenImports } from './helpers/importGraph'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('import graph', () => {
  it('runs one way: the core never imports a family, families meet the core only through the kit', () => {
    expect(forbiddenImports(ROOT)).toEqual([])
  })

  it('has no cycle between the folders of src/: the registry, the builder and i18n read downward only', () => {
    expect(folderCycles(ROOT)).toEqual([])
  })

  it('finds a folder cycle, through a third folder too', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'folder-cycles-'))
    try {
      const write = (path: string, code: string) => {
        mkdirSync(dirname(join(fixture, path)), { recursive: true })
        writeFileSync(join(fixture, path), code)
      }
      write('src/kit.ts', "export * from './registry/types'\nexport * from './builder/palette'\n")
      write('src/registry/types.ts', "import type { Entry } from '../builder/palette'\nexport type Plugin = { palette: Entry[] }\n")
      write('src/builder/palette.ts', "import type { Plugin } from '../registry/types'\nexport type Entry = { plugins: Plugin[] }\n")
      write('src/control/useControl.ts', "import { t } from '../i18n/useTranslate'\nexport const useControl = t\n")
      write('src/i18n/useTranslate.ts', "import { store } from '../form/store'\nexport const t = store\n")
      write('src/form/store.ts', "import { useControl } from '../control/useControl'\nexport const store = useControl\n")
      write('src/options/common.ts', "export type CommonOptions = object\n")
      expect(folderCycles(fixture)).toEqual([
        'builder -> registry -> builder',
        'control -> i18n -> form -> control',
      ])
    }
    finally {
      rmSync(fixture, { recursive: true, force: true })
    }
  })

  describe('on a tree with forbidden imports', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'import-graph-'))
    afterAll(() => rmSync(fixture, { recursive: true, force: true }))
    const write = (path: string, code: string) => {
      mkdirSync(dirname(join(fixture, path)), { recursive: true })
      writeFileSync(join(fixture, path), code)
    }
    write('index.ts', "export * from './src/index'\n")
    write('src/index.ts', "export * from './kit'\n")
    write('src/kit.ts', "export const ranks = {}\n")
    write('src/control/useControl.ts', "export const useControl = () => {}\n")
    write('src/registry/presets.ts', "import { textPlugin } from '../../plugins/text'\nexport const all = [textPlugin]\n")
    write('plugins/text/index.ts', "import { ranks } from 'nuxt-ui-jsonforms/kit'\nexport const textPlugin = { ranks }\n")
    write('plugins/text/TextControl.vue', "<script setup lang=\"ts\">\nimport { useControl } from '../../src/control/useControl'\n</script>\n")
    write('plugins/choice/index.ts', "import { textPlugin } from '../text'\nimport type { Entry } from 'nuxt-ui-jsonforms'\nexport const x = textPlugin\n")
    write('plugins/choice/test/choice.test.ts', "import { uiRenderers } from 'nuxt-ui-jsonforms'\n")
    write('presets/uiRenderers.ts', "import * as family from '../generated/families'\nexport const uiRenderers = [family]\n")
    write('generated/families.ts', "export * from '../plugins/text'\n")
    write('plugins/text/testers.ts', "import { uiRenderers } from '../../presets/uiRenderers'\nexport const t = uiRenderers\n")
    write('src/form/JsonForm.ts', "import { uiRenderers } from '../../presets/uiRenderers'\nexport const r = uiRenderers\n")
    write('src/assembly/server.ts', "export { ranks } from '../kit'\n")
    write('presets/server.ts', "import { ranks } from '../src/assembly/server'\nimport { useControl } from '../src/control/useControl'\nexport const s = [ranks, useControl]\n")

    it('reports each of them, and nothing else', () => {
      expect(forbiddenImports(fixture).sort()).toEqual([
        'plugins/choice/index.ts -> ../text: family "choice" imports family "text"',
        'plugins/choice/index.ts -> nuxt-ui-jsonforms: family code imports the package entry',
        'plugins/text/TextControl.vue -> ../../src/control/useControl: family code reaches into the core past the kit',
        'plugins/text/testers.ts -> ../../presets/uiRenderers: family code imports the assembly',
        'presets/server.ts -> ../src/control/useControl: the assembly reaches into the core past its entries',
        'src/form/JsonForm.ts -> ../../presets/uiRenderers: the core imports the assembly',
        'src/registry/presets.ts -> ../../plugins/text: the core imports a family',
      ])
    })
  })
})
