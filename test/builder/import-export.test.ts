import { Generate, type JsonSchema, type UISchemaElement } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { allRenderers } from '../../presets/allRenderers'
import { examples } from '../../playground/examples'
import { exportForm, importForm, importValue } from '../../src/builder/importForm'
import { bundleRefs } from '../../src/values/bundleRefs'
import { unresolvedRefs } from '../../src/builder/refs'
import { mountForm } from '../helpers/mountForm'

function failure(text: string): string {
  const result = importForm(text)
  if (result.ok)
    throw new Error(`expected the import of ${text} to fail`)
  return result.error
}

describe('importForm: what is refused, and why', () => {
  it('names the line and column of a JSON syntax error', () => {
    const error = failure('{\n  "schema": {},\n  "uischema": {,\n}')
    expect(error).toMatch(/^This is not valid JSON \(line 3, column 16\): /)
  })

  it('names the line and column of an unexpected token the engine gives no position for', () => {
    // V8 says `Unexpected token 'x', "…" is not valid JSON` with no position.
    const error = failure('{\n  "a": 1,\n  "b": x\n}')
    expect(error).toMatch(/\(line 3, column 8\)/)
    expect(failure('{"a": \'single\'}')).toMatch(/\(line 1, column 7\)/)
    expect(failure('[\n  "a\\"x",\n  "\\u0041",\n  nul\n]')).toMatch(/\(line 4, column 3\)/)
    expect(failure('{"a" : {"b": TRUE}}')).toMatch(/\(line 1, column 14\)/)
  })

  it('gives the reason without quoting the whole text back', () => {
    expect(failure('{"a": [1, 2, }')).toBe('This is not valid JSON (line 1, column 14): value expected.')
  })

  it('puts a truncated text\'s error at its end', () => {
    expect(failure('{\n  "a": [1,')).toMatch(/\(line 2, column 11\)/)
  })

  it('refuses empty text', () => {
    expect(failure('   \n')).toMatch(/empty/)
  })

  it.each([
    ['[]', 'an array'],
    ['[{"type":"object"}]', 'an array'],
    ['42', 'a number'],
    ['"text"', 'a string'],
    ['null', 'null'],
    ['true', 'a boolean'],
  ])('refuses the JSON %s, saying it is %s', (text, kind) => {
    expect(failure(text)).toBe(`Expected an object: { "schema", "uischema", "data"? } or a JSON Schema, but the JSON is ${kind}.`)
  })

  it('refuses format A with a uischema but no schema', () => {
    expect(failure('{"uischema":{"type":"VerticalLayout","elements":[]}}')).toMatch(/has "uischema" but no "schema"/)
  })

  it('generates what format A leaves out, as <JsonForms> does: the UI schema, or the schema from the data', () => {
    expect(importForm('{"schema":{"type":"object","properties":{"a":{"type":"string"}}},"data":{"a":"x"}}')).toMatchObject({
      ok: true,
      format: 'A',
      form: { uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/a' }] }, data: { a: 'x' } },
    })
    expect(importForm('{"data":{"n":1}}')).toMatchObject({
      ok: true,
      form: { schema: { type: 'object', properties: { n: { type: 'integer' } } }, uischema: { elements: [{ scope: '#/properties/n' }] }, data: { n: 1 } },
    })
  })

  it('refuses a format A uischema that is not an element with a type', () => {
    expect(failure('{"schema":{"type":"object"},"uischema":{"elements":[]}}')).toMatch(/"uischema" needs a "type"/)
    expect(failure('{"schema":{"type":"object"},"uischema":{"type":3}}')).toMatch(/"uischema" needs a "type"/)
    expect(failure('{"schema":{"type":"object"},"uischema":[]}')).toMatch(/"uischema" must be an object .* but it is an array/)
  })

  it('refuses a schema that is not an object, or whose properties are not an object', () => {
    expect(failure('{"schema":"x","uischema":{"type":"Control"}}')).toMatch(/"schema" must be an object .* but it is a string/)
    expect(failure('{"schema":{"properties":[]},"uischema":{"type":"Control"}}')).toMatch(/"schema"\.properties must be an object, but it is an array/)
  })

  it('refuses an object that is neither format', () => {
    expect(failure('{"foo":1}')).toMatch(/neither .* \(format A\) nor a JSON Schema \(format B\)/)
  })

  it('refuses an unresolvable local $ref, naming its path and the reference', () => {
    const text = JSON.stringify({ schema: { type: 'object', properties: { x: { $ref: '#/definitions/missing' } } }, uischema: { type: 'VerticalLayout', elements: [] } })
    const error = failure(text)
    expect(error).toContain('schema.properties.x.$ref')
    expect(error).toContain('"#/definitions/missing"')
    expect(error).toMatch(/a reference that cannot be resolved/)
  })

  it('refuses an unresolvable $ref in format B too, and counts several', () => {
    const error = failure(JSON.stringify({ type: 'object', properties: { a: { $ref: '#/$defs/a' }, b: { items: [{ $ref: '#/nowhere' }] } } }))
    expect(error).toMatch(/2 references/)
    expect(error).toContain('schema.properties.a.$ref')
    expect(error).toContain('schema.properties.b.items[0].$ref')
  })

  it('refuses an external $ref', () => {
    const error = failure(JSON.stringify({ type: 'object', properties: { x: { $ref: 'https://schemas.example/address.json' } } }))
    expect(error).toContain('schema.properties.x.$ref')
    expect(error).toMatch(/points outside this schema/)
  })

  it('accepts local $refs that resolve, including escaped segments and #', () => {
    const schema = {
      definitions: { 'a/b': { type: 'string' }, 'c~d': { type: 'number' }, 'e f': { type: 'boolean' } },
      type: 'object',
      properties: {
        x: { $ref: '#/definitions/a~1b' },
        y: { $ref: '#/definitions/c~0d' },
        z: { $ref: '#/definitions/e%20f' },
        self: { $ref: '#' },
        // `enum` / `const` / `default` / `examples` are data, not schemas: a `$ref` key there is not a reference.
        e: { type: 'object', default: { $ref: '#/nowhere' } },
      },
    }
    expect(unresolvedRefs(schema)).toEqual([])
    expect(importValue(schema).ok).toBe(true)
  })

  it('does not throw on a malformed percent escape in a $ref', () => {
    expect(() => unresolvedRefs({ properties: { x: { $ref: '#/definitions/100%' } } })).not.toThrow()
    expect(unresolvedRefs({ properties: { x: { $ref: '#/definitions/100%' } } })).toHaveLength(1)
  })

  it('reports a $ref into the prototype (not an own property) as unresolved', () => {
    expect(unresolvedRefs({ properties: { x: { $ref: '#/constructor' } } })).toHaveLength(1)
  })
})

describe('importForm: malformed UI schemas are refused with the path and the reason', () => {
  const schema = { type: 'object', properties: { a: { type: 'string' } } }
  const control = { type: 'Control', scope: '#/properties/a' }
  const refused = (uischema: unknown) => failure(JSON.stringify({ schema, uischema }))

  it.each([
    ['elements that are not a list', { type: 'VerticalLayout', elements: 'x' }, '"uischema.elements" must be an array, but it is a string.'],
    ['a layout without elements', { type: 'Group', label: 'G' }, '"uischema.elements" must be an array, but it is undefined.'],
    ['a number among the elements', { type: 'VerticalLayout', elements: [control, 5, null] }, '"uischema.elements[1]" must be an object (a UI schema element), but it is a number.'],
    ['null among the elements', { type: 'VerticalLayout', elements: [control, null] }, '"uischema.elements[1]" must be an object (a UI schema element), but it is null.'],
    ['an element without a type', { type: 'VerticalLayout', elements: [control, { scope: '#/properties/a' }] }, '"uischema.elements[1]" needs a "type" such as "VerticalLayout" or "Control".'],
    ['a Control without a scope', { type: 'VerticalLayout', elements: [{ type: 'Control' }] }, '"uischema.elements[0]" is a Control: its "scope" must be a string such as "#/properties/name", but it is undefined.'],
    ['a Control whose scope is not a string', { type: 'VerticalLayout', elements: [{ type: 'Control', scope: 3 }] }, '"uischema.elements[0]" is a Control: its "scope" must be a string such as "#/properties/name", but it is a number.'],
    ['a bad element inside a nested layout', { type: 'VerticalLayout', elements: [control, { type: 'HorizontalLayout', elements: [{ type: 'Group', elements: [control, false] }] }] }, '"uischema.elements[1].elements[0].elements[1]" must be an object (a UI schema element), but it is a boolean.'],
    ['options that are not an object', { type: 'VerticalLayout', elements: [{ ...control, options: ['multi'] }] }, '"uischema.elements[0].options" must be an object, but it is an array.'],
    ['a rule that is not an object', { type: 'VerticalLayout', elements: [{ ...control, rule: 'HIDE' }] }, '"uischema.elements[0].rule" must be an object with an "effect" and a "condition", but it is a string.'],
    ['a rule without a condition', { type: 'VerticalLayout', elements: [{ ...control, rule: { effect: 'HIDE' } }] }, '"uischema.elements[0].rule.condition" must be an object, but it is undefined.'],
    ['a rule without an effect', { ...control, rule: { condition: { scope: '#', schema: {} } } }, '"uischema.rule.effect" must be a string such as "HIDE" or "DISABLE", but it is undefined.'],
  ])('%s', (_what, uischema, message) => {
    expect(refused(uischema)).toBe(message)
  })
})

describe('importForm: what is accepted', () => {
  it('reads format A, copying the input and defaulting data to {}', () => {
    const value = { schema: { type: 'object', properties: { a: { type: 'string' } } }, uischema: { type: 'Control', scope: '#/properties/a' } }
    const result = importValue(value)
    expect(result).toEqual({ ok: true, format: 'A', form: { ...value, data: {} } })
    if (!result.ok)
      return
    expect(result.form.schema).not.toBe(value.schema)
    expect(result.form.uischema).not.toBe(value.uischema)
  })

  it('keeps format A data as given, even when it is not an object', () => {
    const result = importForm('{"schema":{"type":"string"},"uischema":{"type":"Control","scope":"#"},"data":"Paris"}')
    expect(result.ok && result.form.data).toBe('Paris')
  })

  it('reads format B, generating a UI schema for the properties', () => {
    const result = importForm(JSON.stringify({ type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } } }))
    expect(result.ok).toBe(true)
    if (!result.ok)
      return
    expect(result.format).toBe('B')
    expect(result.form.data).toEqual({})
    expect(result.form.uischema.type).toBe('VerticalLayout')
    expect((result.form.uischema as unknown as { elements: unknown[] }).elements).toEqual([
      { type: 'Control', scope: '#/properties/name' },
      { type: 'Control', scope: '#/properties/age' },
    ])
  })

  it('reads recursive schemas in format B without looping', () => {
    const result = importValue({ definitions: { node: { type: 'object', properties: { next: { $ref: '#/definitions/node' } } } }, type: 'object', properties: { head: { $ref: '#/definitions/node' }, self: { $ref: '#' } } })
    expect(result.ok && result.form.uischema).toEqual({ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/head' }, { type: 'Control', scope: '#/properties/self' }] })
  })

  it('exports { data, schema, uischema } as indented JSON', () => {
    const form = { schema: { type: 'object' }, uischema: { type: 'VerticalLayout', elements: [] } as UISchemaElement, data: { a: 1 } }
    const text = exportForm(form)
    expect(Object.keys(JSON.parse(text))).toEqual(['data', 'schema', 'uischema'])
    expect(text).toContain('\n  "schema": {\n')
  })
})

/** An example's schema with its other documents (`schemas`) bundled in, as the playground loads it into the builder. */
const schemaOf = (example: (typeof examples)[number]) => example.schema && bundleRefs(example.schema, example.schemas)

describe('round trip of every gallery example', () => {
  it('has the gallery (import.meta.glob works under vitest)', () => {
    expect(examples.length).toBeGreaterThan(50)
    expect(examples.some(example => example.id === 'broken-schema')).toBe(true)
  })

  const broken = examples.find(example => example.id === 'broken-schema')!
  it('refuses broken-schema, naming its unresolvable $ref', () => {
    const result = importForm(JSON.stringify({ schema: broken.schema, uischema: broken.uischema, data: broken.data }))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toContain('schema.properties.address.$ref')
    expect(!result.ok && result.error).toContain('"#/definitions/address"')
  })

  // JSON Forms generates what an example leaves out; so does the import, and the export then has it.
  const withoutUiSchema = examples.filter(example => example.uischema === undefined)
  it.each(withoutUiSchema.map(example => [example.id, example] as const))('%s (no uischema): imports with the UI schema JSON Forms generates', (_id, example) => {
    const result = importForm(JSON.stringify({ schema: schemaOf(example), data: example.data }))
    if (!result.ok)
      throw new Error(result.error)
    const back = JSON.parse(exportForm(result.form)) as Record<string, unknown>
    const schema = schemaOf(example) ?? Generate.jsonSchema(example.data as Record<string, unknown>)
    expect(back.schema).toEqual(JSON.parse(JSON.stringify(schema)))
    expect(back.uischema).toEqual(JSON.parse(JSON.stringify(Generate.uiSchema(schema, 'VerticalLayout', '#', schema))))
    expect(back.data).toEqual(JSON.parse(JSON.stringify(example.data ?? {})))
  })

  const roundTripped = examples.filter(example => example !== broken && example.uischema !== undefined)
  it.each(roundTripped.map(example => [example.id, example] as const))('%s: import → export → parse gives it back', (_id, example) => {
    const result = importForm(JSON.stringify({ schema: schemaOf(example), uischema: example.uischema, data: example.data }))
    if (!result.ok)
      throw new Error(result.error)
    expect(result.format).toBe('A')
    const back = JSON.parse(exportForm(result.form)) as Record<string, unknown>
    // Through JSON, as the text the user pasted was.
    const original = JSON.parse(JSON.stringify({ schema: schemaOf(example), uischema: example.uischema })) as Record<string, unknown>
    expect(back.schema).toEqual(original.schema)
    expect(back.uischema).toEqual(original.uischema)
    if (example.data === undefined)
      expect(back.data).toEqual({})
    else
      expect(back.data).toEqual(JSON.parse(JSON.stringify(example.data)))
  })

  it('covers examples without data (undefined becomes {}) and with null data (kept)', () => {
    expect(roundTripped.some(example => example.data === undefined)).toBe(true)
    expect(roundTripped.some(example => example.data === null)).toBe(true)
  })
})

describe('format B import of every example with an object schema renders', () => {
  const objectExamples = examples.filter(example => example.id !== 'broken-schema' && (example.schema as { type?: unknown } | undefined)?.type === 'object')

  it('finds many such examples', () => {
    expect(objectExamples.length).toBeGreaterThan(50)
  })

  it.each(objectExamples.map(example => [example.id, example] as const))('%s', async (_id, example) => {
    const result = importValue(structuredClone(schemaOf(example)))
    if (!result.ok)
      throw new Error(result.error)
    expect(result.format).toBe('B')
    const { wrapper } = await mountForm({ schema: result.form.schema as JsonSchema, uischema: result.form.uischema, data: result.form.data, renderers: allRenderers })
    try {
      // Some controls are async components and have not loaded yet; the layout is there either way.
      expect(wrapper.find('[data-layout="VerticalLayout"]').exists()).toBe(true)
      expect(wrapper.findAll('[data-testid="unrendered-element"]').map(notice => notice.text())).toEqual([])
    }
    finally {
      wrapper.unmount()
    }
  })
})
