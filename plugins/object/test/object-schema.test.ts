import type { ControlElement, JsonSchema7 as JsonSchema } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { isObjectSchema, mergeAllOf, subFormUiSchema } from '../objectSchema'
import { objectTester } from '../testers'
import { valuePreview } from 'nuxt-ui-jsonforms/kit/internal'

const address: JsonSchema = { type: 'object', properties: { street: { type: 'string' } }, required: ['street'] }
const root: JsonSchema = { definitions: { address }, type: 'object', properties: {} }

describe('isObjectSchema', () => {
  it.each([
    ['type object', { type: 'object' }, true],
    ['a type list with object', { type: ['object', 'null'] }, true],
    ['properties without a type', { properties: { a: { type: 'string' } } }, true],
    ['allOf of a $ref and an object', { allOf: [{ $ref: '#/definitions/address' }, { properties: { b: {} } }] }, true],
    ['allOf of a $ref and untyped constraints', { allOf: [{ $ref: '#/definitions/address' }, { required: ['street'] }] }, true],
    ['allOf naming the same object twice', { allOf: [{ $ref: '#/definitions/address' }, { $ref: '#/definitions/address' }] }, true],
    ['allOf of strings', { allOf: [{ type: 'string' }, { minLength: 2 }] }, false],
    ['allOf mixing a string and an object', { allOf: [{ type: 'string' }, { type: 'object' }] }, false],
    ['allOf whose $ref does not resolve', { allOf: [{ $ref: '#/definitions/missing' }] }, false],
    ['a string', { type: 'string' }, false],
    ['an array', { type: 'array', items: { type: 'object' } }, false],
  ])('%s: %s', (_name, schema, expected) => {
    expect(isObjectSchema(schema, root)).toBe(expected)
  })

  it('backs the tester at the base rank, for Controls only', () => {
    const context = { rootSchema: root, config: {} }
    const schema = { type: 'object', properties: { a: address, s: { type: 'string' } } } as JsonSchema
    expect(objectTester({ type: 'Control', scope: '#/properties/a' } as ControlElement, schema, context)).toBe(1)
    expect(objectTester({ type: 'Control', scope: '#/properties/s' } as ControlElement, schema, context)).toBe(-1)
    expect(objectTester({ type: 'Group', scope: '#/properties/a' } as never, schema, context)).toBe(-1)
  })
})

describe('mergeAllOf', () => {
  it('merges properties and required of every part, $ref followed, own keywords kept', () => {
    const schema: JsonSchema = { title: 'Shipping', allOf: [{ $ref: '#/definitions/address' }, { properties: { kind: { type: 'string' } }, required: ['kind', 'street'] }] }
    expect(mergeAllOf(schema, root)).toEqual({
      type: 'object',
      title: 'Shipping',
      properties: { street: { type: 'string' }, kind: { type: 'string' } },
      required: ['street', 'kind'],
    })
  })

  it('returns the same object for the same schema, and the schema itself without allOf', () => {
    const schema: JsonSchema = { allOf: [address] }
    expect(mergeAllOf(schema, root)).toBe(mergeAllOf(schema, root))
    expect(mergeAllOf(address, root)).toBe(address)
  })

  it('keeps a property named __proto__ or constructor as a property, the prototype untouched', () => {
    const parts = JSON.parse('[{ "properties": { "__proto__": { "type": "string" } } }, { "properties": { "constructor": { "type": "number" } } }]') as JsonSchema[]
    const merged = mergeAllOf({ allOf: parts }, root)
    expect(Object.keys(merged.properties!)).toEqual(['__proto__', 'constructor'])
    expect(Object.getOwnPropertyDescriptor(merged.properties, '__proto__')?.value).toEqual({ type: 'string' })
    expect(Object.getPrototypeOf(merged.properties)).toBe(Object.prototype)
  })

  it('merges nested allOf and stops at a cycle', () => {
    const cyclic: Record<string, unknown> = { properties: { a: { type: 'string' } } }
    cyclic.allOf = [cyclic, { allOf: [{ properties: { b: { type: 'number' } } }] }]
    const merged = mergeAllOf(cyclic as JsonSchema, root)
    expect(Object.keys(merged.properties!)).toEqual(['a', 'b'])
  })
})

describe('subFormUiSchema', () => {
  const uischema: ControlElement = { type: 'Control', scope: '#/properties/address' }
  const inputs = { schema: address, uischema, path: 'address', rootSchema: root, uischemas: [] }

  it('generates a VerticalLayout of the properties', () => {
    expect(subFormUiSchema(inputs)).toEqual({ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/street' }] })
  })

  it('takes an inline detail element and ignores anything else', () => {
    const detail = { type: 'Group', label: 'A', elements: [] }
    expect(subFormUiSchema({ ...inputs, uischema: { ...uischema, options: { detail } } })).toBe(detail)
    for (const bad of ['REGISTERED', { elements: [] }, 7])
      expect(subFormUiSchema({ ...inputs, uischema: { ...uischema, options: { detail: bad } } }).type).toBe('VerticalLayout')
  })

  it('prefers a registered UI schema that matches over the generated one', () => {
    const registered = { type: 'HorizontalLayout', elements: [] }
    const uischemas = [{ tester: (_s: unknown, _sp: string, path: string) => (path === 'address' ? 2 : -1), uischema: registered }]
    expect(subFormUiSchema({ ...inputs, uischemas })).toBe(registered)
    expect(subFormUiSchema({ ...inputs, path: 'other', uischemas }).type).toBe('VerticalLayout')
  })
})

describe('valuePreview', () => {
  it('renders a value as short JSON', () => {
    expect(valuePreview('hi')).toBe('"hi"')
    expect(valuePreview([1, 2])).toBe('[1,2]')
    expect(valuePreview('x'.repeat(60))).toHaveLength(40)
  })
})
