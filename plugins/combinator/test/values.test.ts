import type { JsonSchema } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { cloneJson, constsOf, isEmptyValue, sameJson, startValue, withConsts } from '../values'
import type { Variant } from '../variants'

const variant = (schema: object, index = 0): Variant => ({ index, schema: schema as JsonSchema })
const root = {} as JsonSchema

describe('startValue', () => {
  it('of an object variant: {} with the schema defaults and the const discriminators', () => {
    const dog = variant({ type: 'object', properties: { kind: { type: 'string', const: 'dog' }, breed: { type: 'string', default: 'mixed' }, name: { type: 'string' } } })
    expect(startValue(dog, root)).toEqual({ kind: 'dog', breed: 'mixed' })
    expect(startValue(variant({ properties: { a: { type: 'integer' } } }), root)).toEqual({})
  })

  it('of a const variant: the const; of another variant: its default, else no value', () => {
    expect(startValue(variant({ const: { auto: true } }), root)).toEqual({ auto: true })
    expect(startValue(variant({ type: 'number', default: 3 }), root)).toBe(3)
    expect(startValue(variant({ type: 'string' }), root)).toBeUndefined()
    expect(startValue(variant({ type: 'array', items: { type: 'string' } }), root)).toBeUndefined()
  })

  it('resolves $refs of properties against the root schema for their defaults', () => {
    const rootSchema = { definitions: { size: { type: 'string', default: 'm' } } } as JsonSchema
    expect(startValue(variant({ type: 'object', properties: { size: { $ref: '#/definitions/size' } } }), rootSchema)).toEqual({ size: 'm' })
  })
})

describe('withConsts and constsOf', () => {
  const dog = variant({ type: 'object', properties: { kind: { const: 'dog' }, name: { type: 'string' } } })

  it('sets the discriminators on an object (or on no value)', () => {
    expect(constsOf(dog.schema)).toEqual({ kind: 'dog' })
    expect(withConsts({ kind: 'cat', name: 'Rex' }, dog)).toEqual({ kind: 'dog', name: 'Rex' })
    expect(withConsts(undefined, dog)).toEqual({ kind: 'dog' })
  })

  it('leaves a value that is not an object alone', () => {
    expect(withConsts('Rex', dog)).toBe('Rex')
    expect(withConsts([1], dog)).toEqual([1])
  })
})

describe('value helpers', () => {
  it('isEmptyValue: nothing worth keeping', () => {
    expect([undefined, null, '', [], {}].every(isEmptyValue)).toBe(true)
    expect([0, false, 'a', [0], { a: undefined }].some(isEmptyValue)).toBe(false)
  })

  it('cloneJson copies deeply, sameJson compares deeply', () => {
    const original = { a: [1, { b: 2 }], c: null }
    const copy = cloneJson(original)
    expect(copy).toEqual(original)
    expect(copy.a).not.toBe(original.a)
    expect(sameJson(copy, original)).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson({ a: 1 }, [1])).toBe(false)
  })
})
