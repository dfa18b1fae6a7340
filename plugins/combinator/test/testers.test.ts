import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import { ranks } from 'nuxt-ui-jsonforms/kit'
import { describe, expect, it } from 'vitest'
import { combinatorTester } from '../testers'

const rank = (property: object, uischema: object = { type: 'Control', scope: '#/properties/x' }) => {
  const schema = { type: 'object', properties: { x: property } } as JsonSchema
  return combinatorTester(uischema as UISchemaElement, schema, { rootSchema: schema, config: {} })
}

describe('combinatorTester', () => {
  it('takes a oneOf or an anyOf of schemas, one above the type defaults', () => {
    expect(rank({ oneOf: [{ type: 'object' }, { type: 'string' }] })).toBe(ranks.base + 1)
    expect(rank({ type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }] })).toBe(ranks.base + 1)
    expect(rank({ oneOf: 'not a list' })).toBe(ranks.base + 1)
  })

  it('leaves a oneOf of consts to the choice family, and anything else', () => {
    expect(rank({ type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b' }] })).toBe(-1)
    expect(rank({ type: 'object', allOf: [{ type: 'object' }] })).toBe(-1)
    expect(rank({ type: 'string' })).toBe(-1)
    expect(rank({ oneOf: [{ type: 'string' }] }, { type: 'Group', elements: [] })).toBe(-1)
  })
})
