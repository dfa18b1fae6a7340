import type Ajv from 'ajv'
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv'
import { isPlainObject } from '../values/plainObject'
import { setDataValue } from '../values/prototypeNames'
import { compileRoot } from './compileRoot'

/** The pattern that stands for the property `__proto__`, and how AJV writes it in a `schemaPath`. */
const protoPattern = '^__proto__$'
const protoPatternPath = `/patternProperties/${encodeURIComponent(protoPattern)}`
/** Keywords whose values are data, not schemas: never rewritten. */
const dataKeywords = new Set(['const', 'enum', 'default', 'examples'])

/**
 * `schema` with each `properties.__proto__` moved to `patternProperties['^__proto__$']`, `schema`
 * itself when it holds none. AJV leaves a property named `__proto__` out of `properties` (no
 * check of its value, and `additionalProperties: false` reports it); a pattern property is
 * checked on the data's own keys, that one included. Parts without such a property are shared.
 */
function withProtoPatterns(schema: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof schema !== 'object' || schema === null)
    return schema
  if (seen.has(schema))
    return seen.get(schema)
  seen.set(schema, schema)
  let copy: Record<string, unknown> | unknown[] | undefined
  for (const [key, value] of Object.entries(schema)) {
    const rewritten = isPlainObject(schema) && dataKeywords.has(key) ? value : withProtoPatterns(value, seen)
    if (rewritten !== value) {
      copy ??= Array.isArray(schema) ? [...schema] : { ...schema }
      setDataValue(copy, key, rewritten)
    }
  }
  const node = (copy ?? schema) as Record<string, unknown>
  const { properties, patternProperties } = node
  if (!Array.isArray(node) && isPlainObject(properties) && Object.hasOwn(properties, '__proto__')
    && !(isPlainObject(patternProperties) && Object.hasOwn(patternProperties, protoPattern))) {
    const { ['__proto__']: proto, ...others } = properties
    copy = { ...node, properties: others, patternProperties: { ...(isPlainObject(patternProperties) ? patternProperties : {}), [protoPattern]: proto } }
  }
  const result = copy ?? schema
  seen.set(schema, result)
  return result
}

/** The error as the original schema places it: under `properties/__proto__`. */
function placed(error: ErrorObject): ErrorObject {
  return error.schemaPath.includes(protoPatternPath)
    ? { ...error, schemaPath: error.schemaPath.replaceAll(protoPatternPath, '/properties/__proto__') }
    : error
}

/**
 * `compileRoot(ajv, schema)`, except that a property named `__proto__` is validated like any other
 * (see `withProtoPatterns`), its errors at the same paths as another property's.
 */
export function compileWithProto(ajv: Ajv, schema: AnySchema): ValidateFunction {
  const rewritten = withProtoPatterns(schema) as AnySchema
  const compiled = compileRoot(ajv, rewritten)
  if (rewritten === schema)
    return compiled
  const validate = ((data: unknown) => {
    const valid = compiled(data)
    validate.errors = compiled.errors?.map(placed) ?? null
    return valid
  }) as ValidateFunction
  validate.schema = schema
  return validate
}
