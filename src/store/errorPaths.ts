import { getControlPath } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'

const pathsByErrors = new WeakMap<readonly ErrorObject[], Set<string>>()

/** Every data path an error list touches, with its ancestors (an object control shows child errors). */
export function errorPaths(errors: readonly ErrorObject[] | undefined): Set<string> {
  if (!errors?.length)
    return new Set()
  let paths = pathsByErrors.get(errors)
  if (!paths) {
    paths = new Set([''])
    for (const error of errors) {
      const segments = getControlPath(error).split('.')
      for (let end = 1; end <= segments.length; end++)
        paths.add(segments.slice(0, end).join('.'))
    }
    pathsByErrors.set(errors, paths)
  }
  return paths
}
