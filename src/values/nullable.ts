import type { JsonSchema } from '@jsonforms/core'
import { followRef } from './followRef'
import { isPlainObject } from './plainObject'

type Schema = Record<string, unknown>

/** The types a `{ anyOf: [X, { type: "null" }] }` field is drawn as: X's own control with a "No value" toggle. */
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean'])
const views = new WeakMap<object, JsonSchema>()

/** `{ "type": "null" }` and nothing else but annotations. */
function isNullOnly(schema: unknown): boolean {
  return isPlainObject(schema) && schema.type === 'null' && Object.keys(schema).every(key => key === 'type' || key === 'title' || key === 'description')
}

/**
 * The schema of a primitive type an `anyOf` (or `oneOf`) of it and `{ "type": "null" }` holds
 * (its `$ref` followed): the shape Pydantic and OpenAPI 3.1 write for an optional value. Undefined
 * for any other schema.
 */
export function nullableBranch(schema: JsonSchema | undefined, rootSchema: JsonSchema | undefined): Schema | undefined {
  const source = schema as Schema | undefined
  const key = Array.isArray(source?.anyOf) ? 'anyOf' : Array.isArray(source?.oneOf) ? 'oneOf' : undefined
  if (!source || key === undefined || source.type !== undefined || (key === 'anyOf' && source.oneOf !== undefined))
    return undefined
  const list = source[key] as unknown[]
  if (list.length !== 2 || list.filter(isNullOnly).length !== 1)
    return undefined
  const other = followRef(list.find(entry => !isNullOnly(entry)), rootSchema ?? schema)
  return other && typeof other.type === 'string' && PRIMITIVES.has(other.type) && !['anyOf', 'oneOf', 'allOf'].some(keyword => keyword in other) ? other : undefined
}

/**
 * How a field of a nullable `anyOf` (`nullableBranch`) is drawn: as its type's schema, with the
 * field's own keywords (title, default) over it and `null` among its types, so that it is that
 * type's control with its "No value" toggle rather than a choice of two variants. Any other schema
 * is itself. The form still validates the schema as written.
 */
export function nullableVariantView(schema: JsonSchema, rootSchema: JsonSchema | undefined): JsonSchema {
  const source = schema as Schema
  if (!Array.isArray(source.anyOf) && !Array.isArray(source.oneOf))
    return schema
  const known = views.get(source)
  if (known)
    return known
  const branch = nullableBranch(schema, rootSchema)
  const { anyOf: _anyOf, oneOf: _oneOf, ...own } = source
  const view = branch ? { ...branch, ...own, type: [branch.type, 'null'] } as JsonSchema : schema
  views.set(source, view)
  return view
}

/**
 * Whether a field's schema takes `null` beside one other type: `type: ["string", "null"]` (any
 * primitive type and `"null"`, as `nullableVariantView` also draws an `anyOf` of a type and `null`)
 * or OpenAPI's `nullable: true`. Such a field is drawn by the control of its other
 * type, with a "No value" toggle that stores `null`.
 */
export function acceptsNull(schema: unknown): boolean {
  if (!isPlainObject(schema))
    return false
  if (schema.nullable === true)
    return true
  const { type } = schema
  return Array.isArray(type) && type.length === 2 && type.includes('null') && type.some(part => part !== 'null')
}
