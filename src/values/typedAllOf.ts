import type { JsonSchema } from '@jsonforms/core'
import { followRef } from './followRef'

type Schema = Record<string, unknown>

/** The types whose `allOf` is seen merged here; an object's the object family merges with its properties. */
const MERGED = new Set(['string', 'number', 'integer', 'boolean', 'array'])
const views = new WeakMap<object, JsonSchema>()

/**
 * How a field of an untyped `allOf` of one type (a primitive, or an array) ranks: its parts (`$ref`s followed)
 * and its own keywords, merged, with the part's type (`{ "allOf": [{ "$ref":
 * "#/definitions/nonNegativeInteger" }, { "default": 0 }] }` ranks as an integer). Any other schema
 * is itself: a typed one, an object's `allOf` (the object family merges it), parts of other types.
 * The form still validates the schema as written.
 */
export function typedAllOfView(schema: JsonSchema, rootSchema: JsonSchema | undefined): JsonSchema {
  const source = schema as Schema
  if (source.type !== undefined || !Array.isArray(source.allOf))
    return schema
  const known = views.get(source)
  if (known)
    return known
  const { allOf, ...own } = source
  const parts = (allOf as unknown[]).map(part => followRef(part, rootSchema ?? schema))
  const types = new Set(parts.map(part => part?.type).filter(type => type !== undefined))
  const [type] = types
  const view = parts.every(part => part && !Array.isArray(part.allOf)) && types.size === 1 && typeof type === 'string' && MERGED.has(type)
    ? Object.assign({}, ...parts, own) as JsonSchema
    : schema
  views.set(source, view)
  return view
}
