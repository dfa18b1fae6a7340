import { getControlPath } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'

const keysByErrors = new WeakMap<readonly ErrorObject[], Map<string, string>>()

/** What tells one error from another: AJV builds new error objects on every validation. */
function errorKey(error: ErrorObject): string {
  return `${error.keyword}\u0000${error.instancePath}\u0000${error.schemaPath}\u0000${error.message ?? ''}\u0000${JSON.stringify(error.params)}`
}

/**
 * For every data path an error list touches, with its ancestors (an object control shows child
 * errors), a key that is the same for two lists exactly when they hold the same errors there.
 */
export function errorKeys(errors: readonly ErrorObject[] | undefined): Map<string, string> {
  if (!errors?.length)
    return new Map()
  let keys = keysByErrors.get(errors)
  if (!keys) {
    keys = new Map()
    for (const error of errors) {
      const key = errorKey(error)
      const segments = getControlPath(error).split('.')
      for (let end = 0; end <= segments.length; end++) {
        const path = segments.slice(0, end).join('.')
        const previous = keys.get(path)
        keys.set(path, previous === undefined ? key : `${previous}\n${key}`)
      }
    }
    keysByErrors.set(errors, keys)
  }
  return keys
}

/** An error list indexed by the control path of each error (JSON Forms' `getControlPath`). */
interface ErrorIndex {
  byPath: Map<string, ErrorObject[]>
  /** `oneOf` / `anyOf` errors: JSON Forms weighs every field's errors against them. */
  combinators: boolean
  paths: string[]
}

const indexes = new WeakMap<readonly ErrorObject[], ErrorIndex>()
const noErrors: readonly ErrorObject[] = Object.freeze([])

function indexOf(errors: readonly ErrorObject[]): ErrorIndex {
  let index = indexes.get(errors)
  if (!index) {
    index = { byPath: new Map(), combinators: false, paths: [] }
    for (const error of errors) {
      const path = getControlPath(error)
      index.paths.push(path)
      index.combinators ||= error.keyword === 'oneOf' || error.keyword === 'anyOf'
      const list = index.byPath.get(path)
      if (list)
        list.push(error)
      else
        index.byPath.set(path, [error])
    }
    indexes.set(errors, index)
  }
  return index
}

/**
 * The errors of a list that JSON Forms' control mapper can show for the control at `path`, in list
 * order: those whose control path is `path`, and every `oneOf` / `anyOf` error (the mapper checks a
 * field's errors against them). The mapper filters the whole list for each control, working out
 * every error's path each time; given this part of it, it finds the same errors, and a form with
 * many errors no longer costs each of its fields the whole list at mount.
 */
export function errorsAtPath(errors: readonly ErrorObject[] | undefined, path: string): readonly ErrorObject[] | undefined {
  if (!errors?.length)
    return errors
  const index = indexOf(errors)
  if (!index.combinators)
    return index.byPath.get(path) ?? noErrors
  return errors.filter((error, position) => index.paths[position] === path || error.keyword === 'oneOf' || error.keyword === 'anyOf')
}

/** The paths whose errors differ between two error lists (each with its key in {@link errorKeys}). */
export function changedErrorPaths(before: readonly ErrorObject[] | undefined, after: readonly ErrorObject[] | undefined): string[] {
  const a = errorKeys(before)
  const b = errorKeys(after)
  const changed = [...a.keys()].filter(path => a.get(path) !== b.get(path))
  for (const path of b.keys()) {
    if (!a.has(path))
      changed.push(path)
  }
  return changed
}

/**
 * Whether two lists hold the same errors in the same order, as two validations would report them
 * (the value an error quotes in AJV's verbose mode included).
 */
export function sameErrors(a: readonly ErrorObject[], b: readonly ErrorObject[]): boolean {
  return a.length === b.length && a.every((error, index) => errorKey(error) === errorKey(b[index]!) && Object.is(error.data, b[index]!.data))
}
