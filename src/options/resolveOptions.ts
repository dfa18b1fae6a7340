import { isPlainObject } from '../values/plainObject'

/**
 * The options a control applies: its UI-schema `options` over the form-wide `config`. Plain
 * objects (pass-through props, `styles`) merge key by key; anything else set locally replaces the
 * form-wide value whole — an array too (a local `suggestion` list is not appended to the config's).
 * A local `null` removes the form-wide value; `undefined` or a missing key keeps it.
 */
export function resolveOptions<T extends object>(local: unknown, config: unknown): T {
  return mergeOptions(isPlainObject(local) ? local : {}, isPlainObject(config) ? config : {}) as T
}

function mergeOptions(local: Record<string, unknown>, global: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...global }
  for (const [key, value] of Object.entries(local)) {
    if (key === '__proto__' || key === 'constructor' || value === undefined)
      continue
    if (value === null)
      delete merged[key]
    else
      merged[key] = isPlainObject(value) && isPlainObject(merged[key]) ? mergeOptions(value, merged[key]) : value
  }
  return merged
}
