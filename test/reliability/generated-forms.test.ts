import fc from 'fast-check'
import { allRenderers } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountJsonForm } from '../helpers/mountJsonForm'
import { anyData, leafSchema, rootSchema, runs, seed, timeLimit, uiSchemaFor, word } from './arbitraries'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'

/**
 * Forms fed from places the app author does not control: generated schemas, UI schemas and data,
 * each mounted with every family. `npm test` runs a fixed seed and a bounded count; `npm run fuzz`
 * runs more cases from a new seed each time (a failure prints its seed and shrunk case).
 */

type Json = Record<string, unknown>

/**
 * Console output a form makes while it mounts: Vue warnings, errors it handled, anything logged.
 * AJV's own warning for a format nobody defined is the one line allowed: the field renders as text.
 */
function watchConsole() {
  const said: string[] = []
  const record = (level: string) => (...args: unknown[]) => {
    const line = `${level}: ${args.map(text).join(' ').slice(0, 400)}`
    if (!line.startsWith('warn: unknown format "no-such-format" ignored'))
      said.push(line)
  }
  vi.spyOn(console, 'warn').mockImplementation(record('warn'))
  vi.spyOn(console, 'error').mockImplementation(record('error'))
  return said
}

afterEach(() => vi.restoreAllMocks())

describe('generated forms', () => {
  it('mount with every family, whatever the schema, UI schema and data: no exception, no warning, nothing shown as [object Object]', async () => {
    const forms = rootSchema.chain(schema => fc.record({ schema: fc.constant(schema), uischema: uiSchemaFor(schema), data: anyData }))
    await fc.assert(fc.asyncProperty(forms, async ({ schema, uischema, data }) => {
      const said = watchConsole()
      const { wrapper } = await mountJsonForm(data, { schema, uischema, renderers: allRenderers })
      try {
        await waitForChunks()
        expect(said).toEqual([])
        expect(wrapper.text()).not.toContain('[object Object]')
      }
      finally {
        wrapper.unmount()
        vi.restoreAllMocks()
      }
    }), { numRuns: runs(40), seed })
  }, timeLimit(40))

  it('render every control or explain why not', async () => {
    const saneLeaf = leafSchema.filter(leaf => typeof leaf.type === 'string' && leaf.type !== 'null' || Array.isArray(leaf.oneOf))
    const forms = fc.dictionary(word, saneLeaf, { minKeys: 1, maxKeys: 5 }).chain((properties) => {
      const keys = Object.keys(properties)
      const element = fc.oneof(
        { arbitrary: fc.constantFrom(...keys).map(key => ({ type: 'Control', scope: `#/properties/${key}` })), weight: 4 },
        { arbitrary: fc.constant({ type: 'Control', scope: '#/properties/zzmissing' }), weight: 1 },
        { arbitrary: fc.constantFrom({ type: 'Carousel' }, { type: 'Control' }), weight: 1 },
      )
      const { layout } = fc.letrec<{ layout: Json, child: Json }>(tie => ({
        layout: fc.record({ type: fc.constantFrom('VerticalLayout', 'HorizontalLayout', 'Group'), label: fc.constant('Part'), elements: fc.array(tie('child'), { minLength: 1, maxLength: 4 }) }),
        child: fc.oneof({ depthSize: 'small', maxDepth: 3 }, { arbitrary: element, weight: 3 }, { arbitrary: tie('layout'), weight: 1 }),
      }))
      return fc.record({ schema: fc.constant({ type: 'object', properties }), uischema: layout })
    })
    await fc.assert(fc.asyncProperty(forms, async ({ schema, uischema }) => {
      const said = watchConsole()
      const { wrapper } = await mountJsonForm({}, { schema, uischema, renderers: allRenderers })
      try {
        await waitForChunks()
        const controls = leaves(uischema)
        const unrenderable = controls.filter(control => control.type !== 'Control' || control.scope !== undefined && !String(control.scope).startsWith('#/properties/') || control.scope === undefined || control.scope === '#/properties/zzmissing')
        expect(wrapper.findAll('[data-testid="unrendered-element"]')).toHaveLength(unrenderable.length)
        for (const control of controls.filter(control => !unrenderable.includes(control)))
          expect(wrapper.find(`[data-path="${String(control.scope).slice('#/properties/'.length)}"]`).exists(), String(control.scope)).toBe(true)
        expect(said).toEqual([])
      }
      finally {
        wrapper.unmount()
        vi.restoreAllMocks()
      }
    }), { numRuns: runs(30), seed })
  }, timeLimit(30))

  it('keep what the user types and leave every other value as it was', async () => {
    const others = fc.dictionary(word.filter(key => key !== 'name'), leafSchema, { maxKeys: 4 })
    const forms = fc.tuple(others, fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null), fc.constant(undefined))).chain(([properties, name]) => fc.record({
      properties: fc.constant(properties),
      data: fc.record(Object.fromEntries(Object.keys(properties).map(key => [key, fc.jsonValue({ maxDepth: 2 })]))).map(values => ({ ...values, ...(name !== undefined && { name }) })),
      typed: fc.stringMatching(/^[A-Za-z][\w .,'-]{0,11}$/),
    }))
    await fc.assert(fc.asyncProperty(forms, async ({ properties, data, typed }) => {
      const schema = { type: 'object', properties: { name: { type: 'string' }, ...properties } }
      const uischema = { type: 'VerticalLayout', elements: ['name', ...Object.keys(properties)].map(key => ({ type: 'Control', scope: `#/properties/${key}` })) }
      const before = structuredClone(data)
      const form = await mountJsonForm(data, { schema, uischema, renderers: allRenderers })
      try {
        await waitForChunks()
        await form.wrapper.find('input[name="name"]').setValue(typed)
        await vi.waitFor(() => expect((form.data.value as Json).name).toBe(typed))
        const { name: _typed, ...rest } = form.data.value as Json
        const { name: _before, ...restBefore } = before
        expect(rest).toEqual(restBefore)
      }
      finally {
        form.wrapper.unmount()
      }
    }), { numRuns: runs(25), seed })
  }, timeLimit(25))
})

/** A console argument as text, whatever its prototype. */
function text(value: unknown): string {
  if (typeof value === 'string')
    return value
  try {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value)
  }
  catch {
    return Object.prototype.toString.call(value)
  }
}

/** The controls and unknown elements of a layout tree, in order. */
function leaves(element: Json): Json[] {
  return Array.isArray(element.elements) ? (element.elements as Json[]).flatMap(leaves) : [element]
}
