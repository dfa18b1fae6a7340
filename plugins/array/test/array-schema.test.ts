import type { ControlElement, JsonSchema7 as JsonSchema } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { insertAt, isListSchema, isPrimitiveItem, itemSchemaOf, limitsOf, moveItem, removeAt } from '../arraySchema'
import { ItemKeys } from '../itemKeys'
import { arrayTester, listWithDetailTester } from '../testers'

const item: JsonSchema = { type: 'object', properties: { a: { type: 'string' } } }
const root: JsonSchema = { definitions: { item }, type: 'object', properties: {} }

describe('array schemas', () => {
  it('edits the items of a list that says nothing of them as text', () => {
    for (const list of [{ type: 'array' }, { type: 'array', items: true }, { type: 'array', items: {} }] as JsonSchema[])
      expect(itemSchemaOf(list, root)).toEqual({ type: 'string' })
  })

  it('finds the item schema, following $ref, and refuses tuples, items: false and dangling refs', () => {
    expect(itemSchemaOf({ type: 'array', items: item }, root)).toBe(item)
    expect(itemSchemaOf({ type: 'array', items: { $ref: '#/definitions/item' } }, root)).toBe(item)
    expect(itemSchemaOf({ type: 'array', items: [item] }, root)).toBeUndefined()
    const noItems: Record<string, unknown> = { type: 'array', items: false }
    expect(itemSchemaOf(noItems as JsonSchema, root)).toBeUndefined()
    expect(itemSchemaOf({ type: 'array', prefixItems: [item] } as JsonSchema, root)).toBeUndefined()
    expect(itemSchemaOf({ type: 'array', items: { $ref: '#/definitions/missing' } }, root)).toBeUndefined()
  })

  it('takes arrays with one item schema, of any kind', () => {
    expect(isListSchema({ type: 'array', items: { type: 'string' } }, root)).toBe(true)
    expect(isListSchema({ items: { oneOf: [item] } }, root)).toBe(true)
    expect(isListSchema({ type: 'object', properties: {} }, root)).toBe(false)
  })

  it('tells primitive items apart', () => {
    expect(isPrimitiveItem({ type: 'string' })).toBe(true)
    expect(isPrimitiveItem({ type: ['integer', 'null'] })).toBe(true)
    expect(isPrimitiveItem({ type: ['string', 'number'] })).toBe(false)
    expect(isPrimitiveItem(item)).toBe(false)
    expect(isPrimitiveItem({ oneOf: [{ type: 'string' }] })).toBe(false)
  })

  it('reads whole-number limits only', () => {
    expect(limitsOf({ minItems: 1, maxItems: 3 })).toEqual({ min: 1, max: 3 })
    expect(limitsOf({ minItems: -1, maxItems: 2.5 } as JsonSchema)).toEqual({ min: undefined, max: undefined })
  })

  it('ranks Controls and ListWithDetail elements at the base rank', () => {
    const schema = { type: 'object', properties: { list: { type: 'array', items: item }, text: { type: 'string' } } } as JsonSchema
    const context = { rootSchema: schema, config: {} }
    expect(arrayTester({ type: 'Control', scope: '#/properties/list' } as ControlElement, schema, context)).toBe(1)
    expect(arrayTester({ type: 'Control', scope: '#/properties/text' } as ControlElement, schema, context)).toBe(-1)
    expect(listWithDetailTester({ type: 'ListWithDetail', scope: '#/properties/list' } as never, schema, context)).toBe(1)
    expect(listWithDetailTester({ type: 'Control', scope: '#/properties/list' } as never, schema, context)).toBe(-1)
  })
})

describe('list operations', () => {
  it('insert, remove and move without touching the input', () => {
    const list = Object.freeze(['a', 'b', 'c'])
    expect(insertAt(list, 1, 'x')).toEqual(['a', 'x', 'b', 'c'])
    expect(insertAt(list, 9, 'x')).toEqual(['a', 'b', 'c', 'x'])
    expect(removeAt(list, 0)).toEqual(['b', 'c'])
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(list, 0, 3)).toEqual(['a', 'b', 'c'])
  })
})

describe('ItemKeys', () => {
  it('keeps each item\'s key through the list\'s own operations', () => {
    const keys = new ItemKeys()
    expect(keys.sync(3)).toEqual([0, 1, 2])
    keys.move(2, 0)
    expect(keys.sync(3)).toEqual([2, 0, 1])
    keys.remove(1)
    expect(keys.sync(2)).toEqual([2, 1])
    expect(keys.insert(1)).toBe(3)
    expect(keys.sync(3)).toEqual([2, 3, 1])
  })

  it('follows a length change from outside at the end of the list', () => {
    const keys = new ItemKeys()
    keys.sync(2)
    expect(keys.sync(4)).toEqual([0, 1, 2, 3])
    expect(keys.sync(1)).toEqual([0])
    expect(keys.sync(2)).toEqual([0, 4])
  })
})
