import { type JsonSchema, hasType } from '@jsonforms/core'
import { createDefaultValue } from './defaultValue'
import get from './get'
import { fpSet } from './lodashFp'
import { isPlainObject } from './plainObject'
import { schemaAtPath } from './schemaAtPath'

/**
 * `data` before a value is written at the dotted `path`: each object that write creates (an absent
 * ancestor of `path` that the schema describes as an object) starts from its schema's defaults,
 * nested ones included, as a new array item does. Writing a street into an absent address gives
 * the address its default country too. `data` itself when no ancestor is absent.
 */
export function withCreatedDefaults<T>(data: T, path: string, rootSchema: JsonSchema | undefined): T {
  const created = rootSchema && createdAncestor(data, path)
  if (!created)
    return data
  const segments = path.split('.')
  let result = data
  for (let end = created.split('.').length; end < segments.length; end++) {
    const prefix = segments.slice(0, end)
    if (get(result, prefix) !== undefined)
      continue
    const schema = schemaAtPath(rootSchema, prefix.join('.'))
    if (!schema || !hasType(schema, 'object'))
      continue
    const defaults = createDefaultValue(schema, rootSchema)
    if (isPlainObject(defaults) && Object.keys(defaults).length > 0)
      result = fpSet(prefix, defaults, result)
  }
  return result
}

/**
 * The shallowest ancestor of the dotted `path` that is absent from `data`, which a write at `path`
 * creates: the whole of it is new data. Undefined when the value's parent is there (the common
 * case, one read).
 */
export function createdAncestor(data: unknown, path: string): string | undefined {
  if (!path.includes('.'))
    return undefined
  const segments = path.split('.')
  if (get(data, segments.slice(0, -1)) !== undefined)
    return undefined
  for (let end = 1; end < segments.length; end++) {
    if (get(data, segments.slice(0, end)) === undefined)
      return segments.slice(0, end).join('.')
  }
  return undefined
}
