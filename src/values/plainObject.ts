/** An object that is not `null` and not an array: a JSON object, a schema, an options bag. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
