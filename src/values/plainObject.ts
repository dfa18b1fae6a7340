/** Any object that is not `null`: arrays included. */
export function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

/** An object that is not `null` and not an array: a JSON object, a schema, an options bag. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
