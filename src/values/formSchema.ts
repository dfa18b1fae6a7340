import { Generate, type JsonSchema } from '@jsonforms/core'
import isEqual from 'es-toolkit/compat/isEqual'
import { pointerTarget } from './jsonPointer'
import { isObject, isPlainObject } from './plainObject'

/** Keywords that only describe: a root and its `$ref`'s target may name them differently. */
const annotations = new Set(['title', 'description', '$comment', 'examples'])

/**
 * Whether `schema` says nothing of the data (`{}`, `true`): it accepts anything and names no field,
 * so the form has nothing to draw from it.
 */
export function describesNothing(schema: unknown): boolean {
  return schema === true || (isPlainObject(schema) && Object.keys(schema).length === 0)
}

/**
 * The schema a form renders and validates for the schema it was given: a root `$ref` resolved
 * (`resolveRootRef`), and for no schema, `{}` or `true`, the schema JSON Forms generates from the
 * data when the data is an object or an array (an empty object form when there is neither schema nor
 * data). A `{}` or `true` beside no data or a single value stays `{}`: the form then explains that
 * it has no fields.
 */
export function formSchema(schema: JsonSchema | boolean | undefined, data: unknown): JsonSchema {
  if (schema === undefined || (describesNothing(schema) && isObject(data)))
    return Generate.jsonSchema(isObject(data) ? data : {})
  if (describesNothing(schema))
    return {}
  return resolveRootRef(schema as JsonSchema)
}

const resolved = new WeakMap<object, JsonSchema>()

/**
 * A root that is only a `$ref` into itself, as zod-to-json-schema and typescript-json-schema write
 * it (`{ $ref: '#/definitions/Person', definitions: { Person: { type: 'object', ... } } }`, or
 * `$defs`), as the schema it refers to, beside the root's definitions and `$schema`: its fields
 * render from it, Controls' scopes (`#/properties/name`) and UI schemas generated from it resolve in
 * it, and it validates as the root does. A chain of `$ref`s is followed. Returned as it is: a root
 * without a `$ref`, and one whose `$ref` points to nothing in the document (remote references are
 * never fetched), to an `$id` of its own, into a cycle, or whose other keywords differ from the
 * target's (the form then says why). One object per root, so that what is derived from it is shared.
 */
export function resolveRootRef(schema: JsonSchema): JsonSchema {
  if (!isPlainObject(schema) || typeof schema.$ref !== 'string')
    return schema
  let result = resolved.get(schema)
  if (!result)
    resolved.set(schema, result = throughRef(schema) ?? schema)
  return result
}

function throughRef(root: JsonSchema): JsonSchema | undefined {
  const seen = new Set<unknown>([root])
  let target: unknown = root
  while (isPlainObject(target) && typeof target.$ref === 'string') {
    // A target that is more than its `$ref` is not followed: its other keywords apply beside it.
    if (target !== root && Object.keys(target).length > 1)
      return undefined
    const next = target.$ref.startsWith('#/') ? pointerTarget(root, target.$ref) : undefined
    if (seen.has(next))
      return undefined
    seen.add(next)
    target = next
  }
  if (!isPlainObject(target) || target.$id !== undefined || target.id !== undefined)
    return undefined
  const { $ref: _followed, ...own } = root as Record<string, unknown>
  const clashes = Object.keys(own).some(keyword => !annotations.has(keyword) && Object.hasOwn(target, keyword) && !isEqual(own[keyword], target[keyword]))
  return clashes ? undefined : { ...own, ...target } as JsonSchema
}

/** The root `$ref` a form could not follow (`resolveRootRef` kept the root as it was), if any. */
export function unresolvedRootRef(schema: unknown): string | undefined {
  return isPlainObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined
}
