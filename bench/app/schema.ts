import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'

export type FieldKind = 'string' | 'number' | 'integer' | 'boolean'

/** One generated field, described once so that every contender renders the same thing. */
export interface FieldSpec {
  key: string
  title: string
  kind: FieldKind
  required: boolean
  maxLength?: number
  minimum?: number
  maximum?: number
}

/** A generated form: schema and UI schema for JSON Forms, the field list for the hand-written floor. */
export interface Fixture {
  n: number
  fields: FieldSpec[]
  schema: JsonSchema7
  uischema: UISchemaElement
  data: Record<string, unknown>
  /** The field the bench types into: a plain string field in the middle of the form. */
  typedKey: string
}

/** 4 strings, 3 numbers (1 integer), 3 booleans in every 10 fields. */
const pattern: FieldKind[] = ['string', 'number', 'boolean', 'string', 'integer', 'boolean', 'string', 'number', 'boolean', 'string']

function spec(index: number): FieldSpec {
  const kind = pattern[index % pattern.length]!
  const field: FieldSpec = { key: `f${index}`, title: `Field ${index + 1}`, kind, required: index % 3 === 0 }
  if (kind === 'string' && index % 4 === 0)
    field.maxLength = 40
  if (kind === 'integer') {
    field.minimum = 0
    field.maximum = 1000
  }
  if (kind === 'number' && index % 2 === 1)
    field.minimum = 0
  return field
}

function initialValue(field: FieldSpec, index: number): unknown {
  if (field.kind === 'string')
    return `value ${index}`
  if (field.kind === 'boolean')
    return index % 2 === 0
  return index
}

function propertySchema(field: FieldSpec): JsonSchema7 {
  const { title, kind, maxLength, minimum, maximum } = field
  return { type: kind, title, ...(maxLength === undefined ? {} : { maxLength }), ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) }
}

/**
 * A fresh form of `n` fields: new objects on every call, so no contender can reuse a cache
 * (memoised testers, compiled validators) from the previous mount.
 */
export function generate(n: number): Fixture {
  const fields = Array.from({ length: n }, (_, index) => spec(index))
  const schema: JsonSchema7 = {
    type: 'object',
    properties: Object.fromEntries(fields.map(field => [field.key, propertySchema(field)])),
    required: fields.filter(field => field.required).map(field => field.key),
  }
  const uischema = {
    type: 'VerticalLayout',
    elements: fields.map(field => ({ type: 'Control', scope: `#/properties/${field.key}` })),
  } as UISchemaElement
  const data = Object.fromEntries(fields.map((field, index) => [field.key, initialValue(field, index)]))
  const typed = fields.find((field, index) => index >= n / 2 && field.kind === 'string' && field.maxLength === undefined)
  if (!typed)
    throw new Error(`no plain string field in the second half of a ${n}-field form`)
  return { n, fields, schema, uischema, data, typedKey: typed.key }
}
