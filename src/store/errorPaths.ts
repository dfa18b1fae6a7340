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
