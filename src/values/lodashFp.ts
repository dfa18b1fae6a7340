/**
 * `lodash/fp/set` and `lodash/fp/unset` as `@jsonforms/core` calls them, on es-toolkit's
 * lodash-compatible functions: curried, path first, object last, and immutable like lodash/fp —
 * the object and each object along the path are shallow-cloned, the rest is shared.
 */
import clone from 'es-toolkit/compat/clone'
import curry from 'es-toolkit/compat/curry'
import isError from 'es-toolkit/compat/isError'
import isFunction from 'es-toolkit/compat/isFunction'
import isWeakMap from 'es-toolkit/compat/isWeakMap'
import set from 'es-toolkit/compat/set'
import toPath from 'es-toolkit/compat/toPath'
import unset from 'es-toolkit/compat/unset'

type Path = string | number | symbol | readonly (string | number | symbol)[]

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
function cloneByPath<T>(object: T, path: Path): T {
  const keys = Array.isArray(path) ? path : toPath(path as string)
  const result = shallowClone(Object(object)) as Record<PropertyKey, unknown>
  let nested: Record<PropertyKey, unknown> | undefined = result
  for (let index = 0; nested != null && index < keys.length; index++) {
    const key = keys[index] as PropertyKey
    const value = nested[key]
    if (value != null && !(isFunction(value) || isError(value) || isWeakMap(value))) {
      const parent = nested
      sloppy(() => parent[key] = shallowClone(index === keys.length - 1 ? value : Object(value)))
    }
    nested = nested[key] as Record<PropertyKey, unknown> | undefined
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

/** `set(path, value, object)`: a copy of `object` with `value` at `path`. */
export const fpSet = curry(<T>(path: Path, value: unknown, object: T): T => {
  const result = cloneByPath(object, path)
  sloppy(() => set(result as object, path as string, value))
  return result
})

/** `unset(path, object)`: a copy of `object` without the property at `path`. */
export const fpUnset = curry(<T>(path: Path, object: T): T => {
  const result = cloneByPath(object, path)
  sloppy(() => unset(result, path as string))
  return result
})
