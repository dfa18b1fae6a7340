/**
 * JSON Forms' `createDefaultValue` (what a new array item, a filled-in object or an object variant
 * starts from), with own keys only: a schema property named `__proto__` (or `constructor`, ...)
 * gives its default under that own key, and a default that holds a `__proto__` key is copied with
 * it as data. JSON Forms assigns each default (`result[key] = cloneDeep(default)`), which for
 * `__proto__` replaces the new value's prototype and drops the default.
 *
 * And nested too, as the schema says: a property that is an object without a `default` of its own
 * gets the defaults of its properties, at any depth (JSON Forms leaves it out); it stays absent
 * when nothing under it has a default. A schema that contains itself (through `$ref`) is followed
 * once per branch, and no deeper than 64 objects.
 */
import { type JsonSchema, Resolve, convertDateToString, hasType } from '@jsonforms/core'
import { cloneData } from './cloneData'
import { ownValue, setDataValue } from './prototypeNames'

type Schema = JsonSchema & Record<string, unknown>

const combinators = ['oneOf', 'anyOf', 'allOf'] as const

function resolved(schema: Schema, rootSchema: JsonSchema): Schema | undefined {
  return typeof schema.$ref === 'string' ? Resolve.schema(rootSchema, schema.$ref, rootSchema) as Schema | undefined : schema
}

/** Schemas open on the way down: a schema met again inside itself is not followed. */
type Open = Set<Schema>

/** How deep nested defaults are looked for: a schema nested deeper (untrusted input) gives none below. */
const deepestDefaults = 64

/**
 * Each own property schema of `properties` with a default puts a copy of it under its own key; an
 * object property without one, the defaults under it (when there are any).
 */
function addPropertyDefaults(result: object, properties: unknown, rootSchema: JsonSchema, open: Open): void {
  if (typeof properties !== 'object' || properties === null)
    return
  for (const key of Object.keys(properties)) {
    const property = ownValue(properties, key)
    const schema = typeof property === 'object' && property !== null ? resolved(property as Schema, rootSchema) : undefined
    if (!schema || open.has(schema) || open.size >= deepestDefaults)
      continue
    if (schema.default !== undefined) {
      setDataValue(result, key, cloneData(schema.default))
    }
    else if (hasType(schema, 'object')) {
      const nested = extractDefaults(schema, rootSchema, open)
      if (typeof nested === 'object' && nested !== null && Object.keys(nested).length > 0)
        setDataValue(result, key, nested)
    }
  }
}

function extractDefaults(schema: Schema, rootSchema: JsonSchema, open: Open = new Set()): unknown {
  if (!hasType(schema, 'object') || schema.default !== undefined)
    return cloneData(schema.default)
  const result = {}
  open.add(schema)
  addPropertyDefaults(result, schema.properties, rootSchema, open)
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf as unknown[]) {
      if (typeof part === 'object' && part !== null)
        addPropertyDefaults(result, (resolved(part as Schema, rootSchema) ?? {}).properties, rootSchema, open)
    }
  }
  open.delete(schema)
  return result
}

function defaultOf(schema: Schema, rootSchema: JsonSchema): unknown {
  const own = resolved(schema, rootSchema)
  if (!own)
    return undefined
  if (own.default !== undefined)
    return extractDefaults(own, rootSchema)
  if (hasType(own, 'string'))
    return own.format === 'date-time' || own.format === 'date' || own.format === 'time' ? convertDateToString(new Date(), own.format) : ''
  if (hasType(own, 'integer') || hasType(own, 'number'))
    return 0
  if (hasType(own, 'boolean'))
    return false
  if (hasType(own, 'array'))
    return []
  if (hasType(own, 'object'))
    return extractDefaults(own, rootSchema)
  if (hasType(own, 'null'))
    return null
  for (const combinator of combinators) {
    const variants = schema[combinator]
    if (!Array.isArray(variants))
      continue
    for (const variant of variants as Schema[]) {
      const value = defaultOf(variant, rootSchema)
      if (value !== undefined)
        return value
    }
  }
  return undefined
}

/** The value a schema starts from, as JSON Forms' `createDefaultValue` makes it (`{}` when it gives none), with own keys only. */
export function createDefaultValue(schema: JsonSchema, rootSchema: JsonSchema): unknown {
  const value = defaultOf(schema as Schema, rootSchema)
  return value === undefined ? {} : value
}
