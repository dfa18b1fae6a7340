import { hasType, isPlainObject } from 'nuxt-ui-jsonforms/kit'
import { type JsonSchema, Resolve } from '@jsonforms/core'

/** The positions of a tuple and what may follow them. */
export interface TupleShape {
  /** One schema per position, `$ref` followed (`{}` where it does not resolve). */
  positions: JsonSchema[]
  /** Where the positions are listed: `prefixItems` (2020-12) or `items` (draft-07). */
  keyword: 'prefixItems' | 'items'
  /** The schema of the items after the positions (`items` after `prefixItems`, else `additionalItems`), when they may be added. */
  rest?: JsonSchema
}

function resolved(schema: JsonSchema, pointer: string, rootSchema: JsonSchema | undefined): JsonSchema {
  try {
    const found = Resolve.schema(schema, pointer, rootSchema ?? schema)
    return isPlainObject(found) && typeof found.$ref !== 'string' ? found : {}
  }
  catch {
    return {}
  }
}

/**
 * The tuple an array schema describes: `prefixItems` (2020-12) or `items` as a list (draft-07),
 * each position's schema, and the schema of the items after them; `undefined` for any other schema.
 */
export function tupleOf(schema: JsonSchema | undefined, rootSchema: JsonSchema | undefined): TupleShape | undefined {
  if (!isPlainObject(schema) || (schema.type !== undefined && !hasType(schema, 'array')))
    return undefined
  const source = schema as Record<string, unknown>
  const keyword = Array.isArray(source.prefixItems) ? 'prefixItems' : Array.isArray(source.items) ? 'items' : undefined
  if (!keyword)
    return undefined
  const positions = (source[keyword] as unknown[]).map((_, index) => resolved(schema, `#/${keyword}/${index}`, rootSchema))
  const restKey = keyword === 'prefixItems' ? 'items' : 'additionalItems'
  const rest = isPlainObject(source[restKey]) ? resolved(schema, `#/${restKey}`, rootSchema) : undefined
  return { positions, keyword, rest }
}

/** A position's label: its schema's `title`, else `fallback` ("Item 2"). */
export function positionTitle(schema: JsonSchema, fallback: string): string {
  return typeof schema.title === 'string' && schema.title !== '' ? schema.title : fallback
}
