import type Ajv from 'ajv'
import type { ErrorObject } from 'ajv'
import { pairCache } from '../values/pairCache'

/**
 * Keywords a root object schema may carry without making one property's errors depend on another
 * property's value. Any other keyword AJV knows (`allOf`, `if`, `dependentRequired`,
 * `patternProperties`, `$ref`, a custom keyword ...) makes every change validate the whole data.
 */
const independentKeywords = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties',
  'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly', '$comment',
  '$schema', '$id', 'id', 'definitions', '$defs',
])

/** `propertyOrder`, worked out once per AJV instance and root schema. */
const splitOrder = pairCache((ajv: Ajv, schema: object): Map<string, number> | false => {
  const root = schema as Record<string, unknown>
  const opts = ajv.opts as { allErrors?: boolean, $data?: boolean, removeAdditional?: unknown, useDefaults?: unknown, coerceTypes?: unknown }
  // Options under which validating a part is not the same as validating the whole: the first error
  // only, `$data` references, and options that write into the data they validate.
  const plain = !!opts.allErrors && !opts.$data && !opts.removeAdditional && !opts.useDefaults && !opts.coerceTypes
  const independent = Object.keys(root).every(keyword => independentKeywords.has(keyword) || !ajv.getKeyword(keyword))
  const properties = root.properties
  return plain && independent && typeof properties === 'object' && properties !== null
    ? new Map(Object.keys(properties).map((name, index) => [name, index]))
    : false
})

/** The root schema's properties (name → position) when the root's errors split by property. */
export function propertyOrder(ajv: Ajv, schema: unknown): Map<string, number> | false {
  return typeof schema === 'object' && schema !== null ? splitOrder(ajv, schema) : false
}

/** The JSON pointer of a root property, as AJV writes it in `instancePath`. */
export const pointerOf = (key: string) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
/** A JSON pointer segment as the name it stands for. */
export const unescapePointer = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~')

/** The root property an error concerns (undefined for the root's own errors). */
export function rootKeyOf(error: ErrorObject): string | undefined {
  const path = error.instancePath
  if (!path)
    return undefined
  const end = path.indexOf('/', 1)
  return unescapePointer(end === -1 ? path.slice(1) : path.slice(1, end))
}
