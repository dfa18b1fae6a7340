import type { JsonSchema } from '@jsonforms/core'
import { isPlainObject } from './plainObject'

/** One `patternProperties` entry: its pattern (`undefined` when it does not compile) and its value schema. */
export interface MapPattern {
  source: string
  pattern: RegExp | undefined
  schema: JsonSchema
}

/** What an object schema says of the entries beyond its `properties`. */
export interface MapShape {
  /** The schema of an entry no pattern takes: `additionalProperties` (`{}` for `true`); none when only the patterns' keys are allowed. */
  additional: JsonSchema | undefined
  patterns: MapPattern[]
  /** The `propertyNames` schema, when it is an object. */
  propertyNames: Record<string, unknown> | undefined
  /** The names of the fixed `properties`, drawn as the sub-form. */
  fixed: ReadonlySet<string>
}

/** Keys longer than this are not matched against a pattern of the schema (a pattern is untrusted input). */
export const mapKeyMatchLimit = 500

const shapes = new WeakMap<object, MapShape | null>()

function compile(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u')
  }
  catch {
    return undefined
  }
}

/**
 * The map an object schema holds beside its `properties`: entries allowed by `additionalProperties`
 * (a schema or `true`) or `patternProperties`; `undefined` when it holds none. The same object for
 * the same schema.
 */
export function mapShapeOf(schema: unknown): MapShape | undefined {
  if (!isPlainObject(schema))
    return undefined
  const known = shapes.get(schema)
  if (known !== undefined)
    return known ?? undefined
  const { additionalProperties, patternProperties, propertyNames, properties } = schema
  const additional = additionalProperties === true ? {} : isPlainObject(additionalProperties) ? additionalProperties as JsonSchema : undefined
  const patterns = isPlainObject(patternProperties)
    ? Object.entries(patternProperties).filter(([, value]) => isPlainObject(value)).map(([source, value]) => ({ source, pattern: compile(source), schema: value as JsonSchema }))
    : []
  const shape = additional || patterns.length
    ? { additional, patterns, propertyNames: isPlainObject(propertyNames) ? propertyNames : undefined, fixed: new Set(isPlainObject(properties) ? Object.keys(properties) : []) }
    : undefined
  shapes.set(schema, shape ?? null)
  return shape
}

/** The schema of the entry `key`: the first pattern that matches it, else `additionalProperties`; `undefined` when the key is not allowed. */
export function entrySchemaOf(shape: MapShape, key: string): JsonSchema | undefined {
  if (key.length <= mapKeyMatchLimit) {
    for (const { pattern, schema } of shape.patterns) {
      if (pattern?.test(key))
        return schema
    }
  }
  return shape.additional
}
