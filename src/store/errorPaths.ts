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
