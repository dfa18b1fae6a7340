import { ownValue } from './prototypeNames'

/**
 * The value at a dotted data path (`address.city`, `names.0.text`), read through own properties
 * only: a key named `constructor`, `toString` or `__proto__` answers with what the data holds under
 * it, never with `Object.prototype`'s. The value itself for an empty path; `undefined` as soon as a
 * step holds no such key.
 */
export function ownValueAt(source: unknown, path: string | undefined): unknown {
  if (!path)
    return source
  let current = source
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object')
      return undefined
    current = ownValue(current, key)
  }
  return current
}
