import type { ControlElement, JsonSchema } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { isConstChoiceList } from '../testers'
import { keywordOf, readVariants } from '../variants'

const control: ControlElement = { type: 'Control', scope: '#/properties/pet' }
const read = (schema: JsonSchema, rootSchema: JsonSchema = schema, extra: Partial<Parameters<typeof readVariants>[1]> = {}) =>
  readVariants(schema, { rootSchema, control, path: 'pet', uischemas: [], optionLabel: index => `Option ${index + 1}`, ...extra })

describe('readVariants', () => {
  it('takes the title from the entry, then the resolved $ref, then a const property', () => {
    const root = {
      definitions: { cat: { title: 'Cat (def)', type: 'object', properties: { name: { type: 'string' } } } },
    } as JsonSchema
    const schema = {
      oneOf: [
        { $ref: '#/definitions/cat', title: 'Kitty' },
        { $ref: '#/definitions/cat' },
        { type: 'object', properties: { kind: { const: 'dog', title: 'Dog' }, name: { type: 'string' } } },
        { type: 'object', properties: { kind: { const: 'bird' } } },
      ],
    } as JsonSchema
    const { keyword, variants, problems } = read(schema, root)
    expect(keyword).toBe('oneOf')
    expect(problems).toEqual([])
    expect(variants.map(v => v.title)).toEqual(['Kitty', 'Cat (def)', 'Dog', undefined])
    expect(variants[1]!.schema).toBe((root as { definitions: { cat: object } }).definitions.cat)
  })

  it('generates each variant\'s sub-form, without the Controls of const properties', () => {
    const schema = { anyOf: [{ type: 'object', properties: { kind: { type: 'string', const: 'dog' }, name: { type: 'string' } } }] } as JsonSchema
    const [dog] = read(schema).variants
    expect(dog!.uischema).toEqual({ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }] })
  })

  it('labels the bare Control of a primitive variant with the variant label, and leaves a titled one alone', () => {
    const schema = { oneOf: [{ type: 'string' }, { type: 'number', title: 'Amount' }] } as JsonSchema
    const [text, amount] = read(schema).variants
    expect(text!.uischema).toEqual({ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#', label: 'Option 1' }] })
    expect(amount!.uischema).toEqual({ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#' }] })
  })

  it('gives no sub-form to a const variant or to a variant with nothing to fill in', () => {
    const { variants } = read({ anyOf: [{ const: 'auto' }, { type: 'object' }, {}] } as JsonSchema)
    expect(variants.map(v => v.uischema)).toEqual([undefined, undefined, undefined])
  })

  it('uses a registered UI schema, and ignores options.detail (one layout for every variant would not fit)', () => {
    const registered = { type: 'HorizontalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }] }
    const schema = { oneOf: [{ type: 'object', properties: { name: { type: 'string' } } }] } as JsonSchema
    const detail = { type: 'Group', elements: [] }
    const [variant] = read(schema, schema, {
      control: { ...control, options: { detail } },
      uischemas: [{ tester: s => (s as { properties?: object }).properties ? 5 : -1, uischema: registered as never }],
    }).variants
    expect(variant!.uischema).toEqual(registered)
  })

  it('reports entries that are not schema objects and $refs that do not resolve, and keeps the others', () => {
    const schema = { oneOf: [null, 'string', [1], true, { $ref: '#/definitions/nope' }, { type: 'string', title: 'Text' }] } as unknown as JsonSchema
    const { variants, problems } = read(schema)
    expect(variants.map(v => [v.index, v.title])).toEqual([[5, 'Text']])
    expect(problems).toEqual([
      { reason: 'notASchema', index: 0 },
      { reason: 'notASchema', index: 1 },
      { reason: 'notASchema', index: 2 },
      { reason: 'notASchema', index: 3 },
      { reason: 'unresolvedRef', index: 4, ref: '#/definitions/nope' },
    ])
  })

  it('reports a variant JSON Forms cannot generate a form for, instead of throwing', () => {
    const { variants, problems } = read({ oneOf: [{ type: 'wat' }, { type: 'string' }] } as unknown as JsonSchema)
    expect(variants.map(v => v.index)).toEqual([1])
    expect(problems).toEqual([{ reason: 'cannotRender', index: 0, detail: expect.stringContaining('Unknown type') }])
  })

  it('reports a oneOf / anyOf that is not a list', () => {
    expect(read({ anyOf: { type: 'string' } } as unknown as JsonSchema)).toEqual({ keyword: 'anyOf', variants: [], problems: [{ reason: 'notAList' }] })
  })
})

describe('keywordOf and isConstChoiceList', () => {
  it('prefers oneOf, else anyOf', () => {
    expect(keywordOf({ oneOf: [], anyOf: [] })).toBe('oneOf')
    expect(keywordOf({ anyOf: [] })).toBe('anyOf')
  })

  it('recognises a oneOf made only of consts (the choice family\'s)', () => {
    expect(isConstChoiceList([{ const: 1, title: 'One' }, { const: 2 }])).toBe(true)
    expect(isConstChoiceList([{ const: 1 }, { type: 'string' }])).toBe(false)
    expect(isConstChoiceList([])).toBe(false)
    expect(isConstChoiceList('x')).toBe(false)
  })
})
