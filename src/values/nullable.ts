import { isPlainObject } from './plainObject'

/**
 * Whether a field's schema takes `null` beside one other type: `type: ["string", "null"]` (any
 * primitive type and `"null"`) or OpenAPI's `nullable: true`. Such a field is drawn by the control
 * of its other type, with a "No value" toggle that stores `null`.
 */
export function acceptsNull(schema: unknown): boolean {
  if (!isPlainObject(schema))
    return false
  if (schema.nullable === true)
    return true
  const { type } = schema
  return Array.isArray(type) && type.length === 2 && type.includes('null') && type.some(part => part !== 'null')
}
