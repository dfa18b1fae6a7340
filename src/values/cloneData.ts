import cloneDeep from 'es-toolkit/compat/cloneDeep'
import { ownValue, setDataValue } from './prototypeNames'

/**
 * lodash's `cloneDeep` for JSON data: a deep copy whose plain objects keep every own key, a
 * property named `__proto__` included (lodash and es-toolkit assign it, which replaces the copy's
 * prototype and drops the value). Arrays and plain objects are copied here, shared references and
 * cycles kept; anything else (a `Date`, a `Map`) is es-toolkit's `cloneDeep`.
 */
export function cloneData<T>(value: T, copies = new Map<object, unknown>()): T {
  if (typeof value !== 'object' || value === null)
    return value
  if (copies.has(value))
    return copies.get(value) as T
  if (Array.isArray(value)) {
    const copy: unknown[] = []
    copies.set(value, copy)
    for (let index = 0; index < value.length; index++)
      copy[index] = cloneData(value[index], copies)
    return copy as T
  }
  if (Object.getPrototypeOf(value) !== Object.prototype)
    return cloneDeep(value)
  const copy = {}
  copies.set(value, copy)
  for (const key of Object.keys(value))
    setDataValue(copy, key, cloneData(ownValue(value, key), copies))
  return copy as T
}
