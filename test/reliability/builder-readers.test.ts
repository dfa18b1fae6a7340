import fc from 'fast-check'
import { allPlugins, builderPalettes, collectPalette, importForm, importValue, loadDraft, setAsideKey, withPalettes } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { summarize } from '../../src/builder/summary'
import { walk } from '../../src/builder/model/tree'
import type { BuilderForm } from '../../src/builder/model/form'
import { anyData, rootSchema, runs, seed, timeLimit, uiSchemaFor } from './arbitraries'

/**
 * The builder's readers fed anything: an import (a value or pasted text) and a saved draft. Each
 * gives a form the tree and inspector can show, or a reason; nothing throws, nothing is lost.
 */

/** The families as the builder offers them: with their palettes. */
const plugins = withPalettes(allPlugins, builderPalettes)
const palette = collectPalette(plugins)
const translate = ((key: string) => key) as never

/** What the outline shows of every node of an imported form: it must be computable for each. */
function outline(form: BuilderForm): string[] {
  return [...walk(form.uischema)].map(({ node }) => summarize(node, form.schema, plugins, palette, translate).title)
}

/** Values shaped like an import: `{ schema, uischema, data }`, a bare schema, or any JSON at all. */
const imports = fc.oneof(
  rootSchema.chain(schema => fc.record({ schema: fc.constant(schema), uischema: uiSchemaFor(schema), data: anyData }, { requiredKeys: ['schema'] })),
  rootSchema,
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3 }),
)

function expectReadable(result: ReturnType<typeof importValue>) {
  if (result.ok) {
    expect(typeof result.form.schema).toBe('object')
    expect(outline(result.form).every(title => typeof title === 'string')).toBe(true)
  }
  else {
    expect(result.error).toMatch(/\S/)
  }
}

describe('the builder\'s readers, fed anything', () => {
  it('an imported value gives a form whose every node the outline can show, or a reason', () => {
    fc.assert(fc.property(imports, value => expectReadable(importValue(value))), { numRuns: runs(200), seed })
  }, timeLimit(200))

  it('pasted text gives a form or a reason, whatever the text', () => {
    const texts = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), imports.map(value => JSON.stringify(value) ?? 'undefined'), fc.jsonValue().map(value => JSON.stringify(value).slice(0, 40)))
    fc.assert(fc.property(texts, text => expectReadable(importForm(text))), { numRuns: runs(200), seed })
  }, timeLimit(200))

  it('a saved draft is restored, or set aside byte for byte with a reason', () => {
    const drafts = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), imports.map(value => JSON.stringify(value) ?? 'undefined'))
    fc.assert(fc.property(drafts, (raw) => {
      const stored = new Map<string, string>([['draft', raw]])
      const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) }
      const loaded = loadDraft(storage, 'draft')
      if (loaded.status === 'restored') {
        expect(outline(loaded.form).every(title => typeof title === 'string')).toBe(true)
      }
      else {
        expect(loaded.status).toBe('set-aside')
        expect(stored.get(setAsideKey('draft'))).toBe(raw)
      }
    }), { numRuns: runs(200), seed })
  }, timeLimit(200))
})
