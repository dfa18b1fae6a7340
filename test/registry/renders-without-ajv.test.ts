import { describe, expect, it } from 'vitest'
import { rendersWithoutAjv } from '../../src/registry/rendersWithoutAjv'

const schema = { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 } }, required: ['name'] }
const uischema = { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }] }

describe('rendersWithoutAjv', () => {
  it('holds for plain fields, with a UI schema or without one', () => {
    expect(rendersWithoutAjv(schema, uischema)).toBe(true)
    expect(rendersWithoutAjv(schema, undefined)).toBe(true)
  })

  it('fails for a UI schema with a rule at any depth', () => {
    const rule = { effect: 'HIDE', condition: { scope: '#/properties/name', schema: { const: 'x' } } }
    expect(rendersWithoutAjv(schema, { ...uischema, elements: [{ type: 'Group', elements: [{ ...uischema.elements[0], rule }] }] })).toBe(false)
  })

  it('fails for a schema with oneOf, anyOf or if, in a property or a definition', () => {
    expect(rendersWithoutAjv({ ...schema, properties: { ...schema.properties, pick: { oneOf: [{ type: 'string' }, { type: 'number' }] } } }, uischema)).toBe(false)
    expect(rendersWithoutAjv({ ...schema, definitions: { any: { anyOf: [{ type: 'string' }] } } }, uischema)).toBe(false)
    expect(rendersWithoutAjv({ ...schema, if: { properties: { age: { minimum: 18 } } }, then: { required: ['age'] } }, uischema)).toBe(false)
  })

  it('counts a schema that refers to itself as one that needs AJV', () => {
    const looped: Record<string, unknown> = { type: 'object', properties: {} }
    ;(looped.properties as Record<string, unknown>).self = looped
    expect(rendersWithoutAjv(looped, undefined)).toBe(false)
  })
})
