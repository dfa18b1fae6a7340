/**
 * `lodash/fp/set` and `lodash/fp/unset` as `@jsonforms/core` calls them: curried, path first,
 * object last, and immutable like lodash/fp — the object and each object along the path are
 * shallow-cloned, the rest is shared.
 *
 * Unlike lodash, every key is a data key: the path is walked through own properties only, and a
 * key named `constructor`, `prototype` or `__proto__` is written as an own property (lodash gives
 * up on those three, to keep a write from reaching `Object.prototype`; walking own properties
 * alone keeps it out as well).
 */
import clone from 'es-toolkit/compat/clone'
import curry from 'es-toolkit/compat/curry'
import isError from 'es-toolkit/compat/isError'
import isFunction from 'es-toolkit/compat/isFunction'
import isObject from 'es-toolkit/compat/isObject'
import isWeakMap from 'es-toolkit/compat/isWeakMap'
import toPath from 'es-toolkit/compat/toPath'
import { ownValue, setDataValue } from './prototypeNames'

type Path = string | number | symbol | readonly (string | number | symbol)[]

/** The keys of a path, as lodash casts it: a string without `.` or `[`, or one `object` holds, is one key. */
function keysOf(path: Path, object: unknown): readonly PropertyKey[] {
  if (Array.isArray(path))
    return path
  if (typeof path !== 'string')
    return [path as PropertyKey]
  const deep = path.includes('.') || path.includes('[')
  return deep && !(isObject(object) && Object.hasOwn(object, path)) ? toPath(path) : [path]
}

/** An array index, as lodash tells one: a non-negative integer, or its decimal text. */
function isIndex(key: PropertyKey | undefined): boolean {
  return typeof key === 'number' ? Number.isSafeInteger(key) && key >= 0 : typeof key === 'string' && /^(?:0|[1-9]\d*)$/.test(key) && Number.isSafeInteger(Number(key))
}

/**
 * `clone`, with a plain object copied by spreading it: the same own enumerable keys and symbols in
 * the same order, at a fraction of the cost (a keystroke copies the root object of the form's data).
 */
function shallowClone(value: unknown): unknown {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
    ? { ...value }
    : clone(value)
}

/** lodash/fp's `cloneByPath`: a shallow copy of the object and of each value along the path. */
function cloneByPath<T>(object: T, keys: readonly PropertyKey[]): T {
  const result = shallowClone(Object(object)) as object
  let nested: unknown = result
  for (let index = 0; nested != null && index < keys.length; index++) {
    const key = keys[index]!
    const value = ownValue(Object(nested), key)
    if (value != null && !(isFunction(value) || isError(value) || isWeakMap(value))) {
      const parent = nested as object
      sloppy(() => setDataValue(parent, key, shallowClone(index === keys.length - 1 ? value : Object(value))))
    }
    nested = ownValue(Object(nested), key)
  }
  return result as T
}

/**
 * Runs a write the way lodash's (sloppy-mode) code does: a write to a read-only property, such as
 * an index of a string along the path, is skipped rather than thrown.
 */
function sloppy(write: () => unknown): void {
  try {
    write()
  }
  catch (error) {
    if (!(error instanceof TypeError))
      throw error
  }
}

/** lodash's `baseSet` on own properties: a missing or primitive value along the path becomes an array (before an index) or an object. */
function setAt(object: object, keys: readonly PropertyKey[], value: unknown): void {
  let nested: unknown = object
  for (let index = 0; isObject(nested) && index < keys.length; index++) {
    const key = keys[index]!
    let next = value
    if (index < keys.length - 1) {
      const current = ownValue(nested, key)
      next = isObject(current) ? current : isIndex(keys[index + 1]) ? [] : {}
    }
    setDataValue(nested, key, next)
    nested = next
  }
}

/** lodash's `baseUnset` on own properties: deletes the last key from the value the others lead to. */
function unsetAt(object: object, keys: readonly PropertyKey[]): void {
  let parent: unknown = object
  for (const key of keys.slice(0, -1))
    parent = parent == null ? undefined : ownValue(Object(parent), key)
  const last = keys.at(-1)
  if (isObject(parent) && last !== undefined && Object.hasOwn(parent, last))
    delete (parent as Record<PropertyKey, unknown>)[last]
}

/** `set(path, value, object)`: a copy of `object` with `value` at `path`. */
export const fpSet = curry(<T>(path: Path, value: unknown, object: T): T => {
  const keys = keysOf(path, object)
  const result = cloneByPath(object, keys)
  sloppy(() => setAt(result as object, keys, value))
  return result
})

/** `unset(path, object)`: a copy of `object` without the property at `path`. */
export const fpUnset = curry(<T>(path: Path, object: T): T => {
  const keys = keysOf(path, object)
  const result = cloneByPath(object, keys)
  sloppy(() => unsetAt(result as object, keys))
  return result
})
