import { type JsonSchema, createAjv } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { fittingVariant } from '../fit'
import type { Variant } from '../variants'

const variants = (...schemas: object[]): Variant[] => schemas.map((schema, index) => ({ index, schema: schema as JsonSchema }))
const cat = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false }
const dog = { type: 'object', properties: { kind: { const: 'dog' }, name: { type: 'string' } }, required: ['kind'] }

describe('fittingVariant', () => {
  it('returns the first variant without structural errors (required, additionalProperties, type, enum, const)', () => {
    const ajv = createAjv()
    const list = variants(cat, dog)
    expect(fittingVariant(ajv, {}, list, { name: 'Tom' })).toEqual({ index: 0, checked: true })
    expect(fittingVariant(ajv, {}, list, { kind: 'dog', name: 'Rex' })).toEqual({ index: 1, checked: true })
    expect(fittingVariant(ajv, {}, list, { kind: 'cow' })).toEqual({ checked: true })
    expect(fittingVariant(ajv, {}, list, 'Tom')).toEqual({ checked: true })
  })

  it('keeps a variant whose only errors are values to correct (a maximum, a minLength)', () => {
    const range = { type: 'object', properties: { low: { type: 'number' }, high: { type: 'number', maximum: 10 } }, required: ['low', 'high'] }
    expect(fittingVariant(createAjv(), {}, variants({ type: 'object', required: ['value'] }, range), { low: 1, high: 100 })).toEqual({ index: 1, checked: true })
  })

  it('resolves $refs inside a variant against the root definitions and $defs', () => {
    const root = { definitions: { name: { type: 'string' } }, $defs: { count: { type: 'integer' } } } as JsonSchema
    const list = variants(
      { type: 'object', properties: { name: { $ref: '#/definitions/name' } }, required: ['name'], additionalProperties: false },
      { type: 'object', properties: { count: { $ref: '#/$defs/count' } }, required: ['count'], additionalProperties: false },
    )
    const ajv = createAjv()
    expect(fittingVariant(ajv, root, list, { count: 2 }).index).toBe(1)
    expect(fittingVariant(ajv, root, list, { name: 'x' }).index).toBe(0)
    expect(fittingVariant(ajv, root, list, { name: 2 })).toEqual({ checked: true })
  })

  it('says when a variant could not be checked, so that "fits none" is not claimed', () => {
    const broken = { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } }
    expect(fittingVariant(createAjv(), {}, variants(broken, cat), 42)).toEqual({ checked: false })
    expect(fittingVariant(undefined, {}, variants(cat), {})).toEqual({ checked: false })
  })
})
