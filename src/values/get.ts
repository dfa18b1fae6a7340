/**
 * lodash's `get`, as `@jsonforms/core` calls it (integration rule 7): es-toolkit's lodash-compatible
 * `get`, except that
 * - a name of `Object.prototype` (`constructor`, `toString`, `__proto__`, ...) is read as an own
 *   property only: JSON Forms resolves a scope `#/properties/constructor` and reads the data at
 *   `constructor` with it, and lodash answers with `Object` for an object without that key;
 * - a dotted path is split once and kept (the last 500, as lodash keeps its own). JSON Forms reads
 *   its state through dotted paths (`get(state, 'jsonforms.core')`) half a dozen times per control
 *   it maps, and es-toolkit splits the path anew each time: an array and its strings per read,
 *   about 1.7 kB per field over the mount of a form.
 */
import compatGet from 'es-toolkit/compat/get'
import toPath from 'es-toolkit/compat/toPath'
import { isPrototypeName, ownValue } from './prototypeNames'

const kept = 500
const segmentsOf = new Map<string, string[]>()

function segments(path: string): string[] {
  let found = segmentsOf.get(path)
  if (!found) {
    if (segmentsOf.size >= kept)
      segmentsOf.clear()
    segmentsOf.set(path, found = toPath(path))
  }
  return found
}

/** The value at `keys`, read as own properties wherever a key is a name of `Object.prototype`. */
function atSegments(object: unknown, keys: readonly PropertyKey[], defaultValue: unknown): unknown {
  if (!keys.some(isPrototypeName))
    return compatGet(object, keys as PropertyKey[], defaultValue)
  let value = object
  for (const key of keys) {
    if (value == null)
      return defaultValue
    value = isPrototypeName(key) ? ownValue(Object(value), key) : (value as Record<PropertyKey, unknown>)[key]
  }
  return value === undefined ? defaultValue : value
}

export default function get(object: unknown, path: unknown, defaultValue?: unknown): unknown {
  if (typeof path === 'string' && object != null) {
    if (isPrototypeName(path))
      return atSegments(object, [path], defaultValue)
    // A dotted key es-toolkit would split: one the object does not hold as it is.
    if ((path.includes('.') || path.includes('[')) && (object as Record<string, unknown>)[path] === undefined && !Object.hasOwn(Object(object), path))
      return atSegments(object, segments(path), defaultValue)
  }
  else if (Array.isArray(path)) {
    return atSegments(object, path as PropertyKey[], defaultValue)
  }
  return compatGet(object as object, path as string, defaultValue)
}
