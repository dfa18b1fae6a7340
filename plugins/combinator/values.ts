import { createDefaultValue, isPlainObject } from 'nuxt-ui-jsonforms/kit'
import type { JsonSchema } from '@jsonforms/core'
import type { Variant } from './variants'

/** Nothing worth keeping: no value, `null`, `""`, `[]` or `{}`. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '')
    return true
  if (Array.isArray(value))
    return value.length === 0
  return isPlainObject(value) && Object.keys(value).length === 0
}

/** A deep copy of JSON data (also through Vue proxies), so that what is remembered cannot be changed in place. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value))
    return value.map(cloneJson) as T
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneJson(item)])) as T
  return value
}

/** Deep equality of JSON data. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b))
    return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every(key => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
  }
  return false
}

const hasType = (schema: Record<string, unknown>, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type))

/** An object variant: declared `type: "object"`, or properties without a type. */
export function isObjectVariant(schema: JsonSchema): boolean {
  const s = schema as Record<string, unknown>
  return hasType(s, 'object') || (s.type === undefined && isPlainObject(s.properties))
}

/** The `const` properties of an object variant (its discriminators), by name. */
export function constsOf(schema: JsonSchema): Record<string, unknown> {
  const properties = (schema as Record<string, unknown>).properties
  if (!isPlainObject(properties))
    return {}
  return Object.fromEntries(Object.entries(properties)
    .filter(([, property]) => isPlainObject(property) && 'const' in property)
    .map(([name, property]) => [name, cloneJson((property as { const: unknown }).const)]))
}

/** `value` with the variant's discriminators set, when both are objects; anything else unchanged. */
export function withConsts(value: unknown, variant: Variant): unknown {
  const consts = constsOf(variant.schema)
  if (!Object.keys(consts).length || !(value === undefined || isPlainObject(value)))
    return value
  return { ...(value as object | undefined), ...consts }
}

/**
 * What a variant starts from when it has no remembered data: a `const` variant its constant; an
 * object variant `{}` with the schema `default`s (`createDefaultValue`) and its
 * discriminators; anything else its `default`, or no value (not `""`, `0` or `false`, which would
 * look like an answer the user gave).
 */
export function startValue(variant: Variant, rootSchema: JsonSchema): unknown {
  const schema = variant.schema as Record<string, unknown>
  if ('const' in schema)
    return cloneJson(schema.const)
  if (isObjectVariant(variant.schema)) {
    let defaults: unknown
    try {
      defaults = createDefaultValue(variant.schema, rootSchema)
    }
    catch {
      defaults = {}
    }
    return withConsts(isPlainObject(defaults) ? defaults : {}, variant)
  }
  return schema.default === undefined ? undefined : cloneJson(schema.default)
}
