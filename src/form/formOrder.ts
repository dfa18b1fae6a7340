import { type UISchemaElement, composePaths, getControlPath, toDataPath } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'
import { isPlainObject } from '../values/plainObject'

/** Deeper than this, a UI schema is not walked (what the form draws stops far earlier). */
const maxDepth = 64

/** The data path an error concerns, as JSON Forms files it under a field (`required` under the missing property). */
export function errorDataPath(error: ErrorObject): string {
  return getControlPath(error) as string
}

/** Whether a field at `controlPath` shows or holds (an object, a list) the data at `dataPath`. */
export function concerns(controlPath: string, dataPath: string): boolean {
  return controlPath === dataPath || controlPath === '' || dataPath.startsWith(`${controlPath}.`)
}

/**
 * The data paths of the Controls of `element` and its children, in the order the form draws
 * them (closed tabs and steps included), composed onto `base`.
 */
export function controlPaths(element: unknown, base = ''): string[] {
  const paths: string[] = []
  const seen = new Set<unknown>()
  const walk = (node: unknown, depth: number) => {
    if (!isPlainObject(node) || depth > maxDepth || seen.has(node))
      return
    seen.add(node)
    if (typeof node.scope === 'string')
      paths.push(composePaths(base, toDataPath(node.scope)))
    if (Array.isArray(node.elements))
      node.elements.forEach(child => walk(child, depth + 1))
  }
  walk(element, 0)
  return paths
}

/** Whether one of the Controls of `element` (composed onto `base`) concerns the data at `dataPath`. */
export function containsPath(element: unknown, base: string, dataPath: string): boolean {
  return controlPaths(element, base).some(path => concerns(path, dataPath))
}

/**
 * The errors in the order of the fields they concern in `uischema` (the order of the lists
 * otherwise); errors no field concerns come last.
 */
export function inFormOrder(errors: readonly ErrorObject[], uischema: UISchemaElement | undefined): ErrorObject[] {
  const paths = controlPaths(uischema)
  const rank = (error: ErrorObject) => {
    const dataPath = errorDataPath(error)
    // The most specific field wins: a list's item field before the list around it.
    let best = -1
    let bestLength = -1
    paths.forEach((path, index) => {
      if (concerns(path, dataPath) && path.length > bestLength) {
        best = index
        bestLength = path.length
      }
    })
    return best === -1 ? paths.length : best
  }
  return errors.map((error, index) => ({ error, index, rank: rank(error) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(entry => entry.error)
}
