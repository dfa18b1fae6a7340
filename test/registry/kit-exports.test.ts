import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The names a barrel file of `src/` exports, values and types apart, each sorted. */
function exportsOf(file: string): { values: string[], types: string[] } {
  const code = readFileSync(join(import.meta.dirname, '../../src', file), 'utf8')
  const values: string[] = []
  const types: string[] = []
  for (const [, typeOnly, list] of code.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    for (const part of list.split(',').map(item => item.trim()).filter(Boolean)) {
      const name = part.replace(/^type\s+/, '').split(/\s+as\s+/).pop()!
      ;(typeOnly || part.startsWith('type ') ? types : values).push(name)
    }
  }
  return { values: values.sort(), types: types.sort() }
}

// A family author's API: a name added here is a decision (its JSDoc, its line in the renderer-sets guide).
const kitValues = [
  'ClearButton', 'ControlShell', 'ElementRenderer', 'FormNotices', 'LayoutElements', 'and', 'containsPath', 'controlElement',
  'controlSchema', 'createDefaultValue', 'defineMessages', 'definePlugin', 'formatIs', 'hasType', 'horizontalLayout', 'isBooleanControl',
  'isIntegerControl', 'isNumberControl', 'isPlainObject', 'isStringControl', 'or', 'ownValueAt', 'passThroughProps', 'positiveInteger',
  'positiveNumber', 'ranks', 'rendererProps', 'schemaMatches', 'schemaTypeIs', 'useControl', 'useIcons',
  'useLayout', 'useRevealer', 'useStyles', 'useTranslate', 'verticalLayout', 'winningEntry',
]
const kitTypes = [
  'CommonOptions', 'ControlField', 'EagerEntry', 'FormExample', 'FormExampleSubmit', 'FormOptions', 'FormatCheck', 'IconKey', 'IconPlacement',
  'LazyEntry', 'LoadedComponent', 'MessageValues', 'Messages', 'PaletteEntry', 'PaletteGroup', 'PluginEntry',
  'RendererPlugin', 'Revealer', 'ShowErrors', 'StyleParts', 'Styles', 'StylesOverride', 'Translate', 'UseControlSettings', 'WidgetBinding',
]
// What the built-in families share of the core's plumbing, promised to nobody else.
const internalValues = [
  'JsonFormsRoot', 'LazyWatch', 'assignLabelProps', 'clearButton', 'drawnInPlace', 'entrySchemaOf', 'followRef',
  'generateUiSchema', 'holdsElement', 'innerElement', 'layoutMemo', 'mapKeyMatchLimit', 'mapShapeOf', 'pendingChunks', 'pickRenderer',
  'renderControlShell', 'renderLayoutChildren', 'reportedChunk', 'sharedUiSchema', 'stableComputed', 'trailingSlot',
  'useElementInputs', 'useElementRevealer', 'useHiddenReset', 'useLayoutChildren', 'useLayoutState', 'useNestedElement',
  'useRankedElement', 'useSchemaAncestry', 'valuePreview', 'whenChunksArrive',
]
const internalTypes = ['ElementInputs', 'ElementRevealer', 'LayoutChildren', 'LayoutDrawing', 'LayoutMemo', 'MapPattern', 'MapShape', 'TrailingSlotProps']

describe('the kit', () => {
  it('exports the names a family author needs, and only those', async () => {
    expect(exportsOf('kit.ts')).toEqual({ values: kitValues, types: kitTypes })
    expect(Object.keys(await import('nuxt-ui-jsonforms/kit')).sort()).toEqual(kitValues)
  })

  it('has each of its names in the renderer-sets guide', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../docs/en/guide/renderer-sets.md'), 'utf8')
    expect([...kitValues, ...kitTypes].filter(name => !guide.includes(`\`${name}\``))).toEqual([])
  })

  it('keeps the core\'s plumbing in its internal entry', async () => {
    expect(exportsOf('kitInternal.ts')).toEqual({ values: internalValues, types: internalTypes })
    expect(Object.keys(await import('nuxt-ui-jsonforms/kit/internal')).sort()).toEqual(internalValues)
  })
})
