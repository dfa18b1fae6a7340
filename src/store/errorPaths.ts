import { getControlPath } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'

/**
 * What is worked out once per error list: each error's control path (JSON Forms' `getControlPath`,
 * a few regular expressions per error), and from them the list's keys (`errorKeys`, for the store's
 * change detection) and its index by path (`errorsAtPath`, for the control mapper), each when first asked.
 */
interface ListFacts {
  /** The errors as the fields see them (`fieldErrors`), and the control path of each. */
  errors: ErrorObject[]
  paths: string[]
  keys?: Map<string, string>
  index?: ErrorIndex
}

const factsByList = new WeakMap<readonly ErrorObject[], ListFacts>()

function factsOf(list: readonly ErrorObject[]): ListFacts {
  let facts = factsByList.get(list)
  if (!facts) {
    const errors = list.flatMap(atFields)
    factsByList.set(list, facts = { errors, paths: errors.map(error => getControlPath(error)) })
  }
  return facts
}

const requiredKeywords = new Set(['required', 'dependencies', 'dependentRequired'])
const missingProperty = (error: ErrorObject): unknown => (error.params as { missingProperty?: unknown } | undefined)?.missingProperty
const escapePointer = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * The properties an error says are missing, where JSON Forms' `getControlPath` files it under the
 * object instead: `dependentRequired` (draft 2019-09 and later), and a schema's own `errorMessage`
 * (ajv-errors) for `required`, `dependencies` or `dependentRequired`, which quotes the errors it replaces.
 */
function missingProperties(error: ErrorObject): string[] | undefined {
  if (error.keyword === 'dependentRequired')
    return typeof missingProperty(error) === 'string' ? [missingProperty(error) as string] : undefined
  const replaced = error.keyword === 'errorMessage' ? (error.params as { errors?: unknown } | undefined)?.errors : undefined
  if (!Array.isArray(replaced) || !replaced.length)
    return undefined
  const all = replaced as ErrorObject[]
  if (!all.every(inner => requiredKeywords.has(inner?.keyword) && typeof missingProperty(inner) === 'string' && inner.instancePath === error.instancePath))
    return undefined
  return [...new Set(all.map(inner => missingProperty(inner) as string))]
}

/**
 * An error as the fields show it: one that names missing properties (see `missingProperties`)
 * once at each of them, its `instancePath` that of the property; any other as it is.
 */
function atFields(error: ErrorObject): ErrorObject[] {
  const missing = missingProperties(error)
  return missing ? missing.map(name => ({ ...error, instancePath: `${error.instancePath}/${escapePointer(name)}` })) : [error]
}

/** The errors of a list as the fields show them: a missing property's at the property (see `atFields`); the same list when none moves. */
export function fieldErrors(list: readonly ErrorObject[] | undefined): readonly ErrorObject[] {
  if (!list?.length)
    return []
  const { errors } = factsOf(list)
  return errors.length === list.length && errors.every((error, index) => error === list[index]) ? list : errors
}

/** What tells one error from another: AJV builds new error objects on every validation. */
function errorKey(error: ErrorObject): string {
  return `${error.keyword}\u0000${error.instancePath}\u0000${error.schemaPath}\u0000${error.message ?? ''}\u0000${JSON.stringify(error.params)}`
}

/**
 * For every data path an error list touches, with its ancestors (an object control shows child
 * errors), a key that is the same for two lists exactly when they hold the same errors there.
 */
export function errorKeys(list: readonly ErrorObject[] | undefined): Map<string, string> {
  if (!list?.length)
    return new Map()
  const facts = factsOf(list)
  const { errors } = facts
  if (!facts.keys) {
    const keys = new Map<string, string>()
    errors.forEach((error, position) => {
      const key = errorKey(error)
      const segments = facts.paths[position]!.split('.')
      for (let end = 0; end <= segments.length; end++) {
        const path = segments.slice(0, end).join('.')
        const previous = keys.get(path)
        keys.set(path, previous === undefined ? key : `${previous}\n${key}`)
      }
    })
    facts.keys = keys
  }
  return facts.keys
}

/**
 * An error list by control path (JSON Forms' `getControlPath`): per path, its errors and every
 * `oneOf` / `anyOf` error, in list order; `others`, the latter alone, for a path without errors.
 */
interface ErrorIndex {
  byPath: Map<string, ErrorObject[]>
  others: readonly ErrorObject[]
}

const isCombinatorError = (error: ErrorObject) => error.keyword === 'oneOf' || error.keyword === 'anyOf'

function indexOf(list: readonly ErrorObject[]): ErrorIndex {
  const facts = factsOf(list)
  const { errors } = facts
  if (!facts.index) {
    const combinators = errors.filter(isCombinatorError)
    const byPath = new Map<string, ErrorObject[]>()
    errors.forEach((error, position) => {
      const path = facts.paths[position]!
      const list = byPath.get(path)
      if (list)
        list.push(error)
      else
        byPath.set(path, [error])
    })
    if (combinators.length) {
      const positions = new Map(errors.map((error, at) => [error, at]))
      for (const [path, own] of byPath)
        byPath.set(path, mergeInOrder(own, combinators, positions))
    }
    facts.index = { byPath, others: combinators }
  }
  return facts.index
}

/** Two lists of errors, each in list order (`position`), merged in list order, each error once. */
function mergeInOrder(a: readonly ErrorObject[], b: readonly ErrorObject[], position: Map<ErrorObject, number>): ErrorObject[] {
  const merged: ErrorObject[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const [x, y] = [position.get(a[i]!)!, position.get(b[j]!)!]
    if (x <= y)
      merged.push(a[i++]!)
    else
      merged.push(b[j++]!)
    // The same error in both lists (a field's own `oneOf` error) is kept once.
    if (x === y)
      j++
  }
  return merged.concat(a.slice(i), b.slice(j))
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
  return index.byPath.get(path) ?? index.others
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
