import { Generate, type JsonSchema } from '@jsonforms/core'
import isEqual from 'es-toolkit/compat/isEqual'
import { type ExternalSchemas, bundleRefs, bundleSource, isBundledDocument } from './bundleRefs'
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
 * it has no fields. With `schemas`, the other documents its `$ref`s may point to, those parts
 * embedded first (`bundleRefs`), so that it renders and validates whole.
 */
export function formSchema(schema: JsonSchema | boolean | undefined, data: unknown, schemas?: ExternalSchemas): JsonSchema {
  if (schema === undefined || (describesNothing(schema) && isObject(data)))
    return Generate.jsonSchema(isObject(data) ? data : {})
  if (describesNothing(schema))
    return {}
  return resolveRootRef(schema as JsonSchema, schemas)
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
 * With `schemas`, the root's `$ref`s into those documents are bundled first (`bundleRefs`): a root
 * `$ref` to another document given is then followed as one into the schema itself.
 */
export function resolveRootRef(schema: JsonSchema, schemas?: ExternalSchemas): JsonSchema {
  schema = bundleRefs(schema, schemas)
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
  // A document bundled into the root (`bundleRefs`) keeps the definitions of its own where they lie
  // in the bundle, which the root's definitions hold: the root's are the ones beside it.
  const bundled = isBundledDocument(target) ? containers.filter(keyword => Object.hasOwn(own, keyword)) : []
  const clashes = Object.keys(own).some(keyword => !annotations.has(keyword) && !bundled.includes(keyword) && Object.hasOwn(target, keyword) && !isEqual(own[keyword], target[keyword]))
  if (clashes)
    return undefined
  const result = { ...own, ...target }
  for (const keyword of bundled)
    result[keyword] = own[keyword]
  return result as JsonSchema
}

/** The keywords a root's definitions stand under. */
const containers = ['definitions', '$defs']

/**
 * The root `$ref` a form could not follow (`resolveRootRef` kept the root as it was), if any: as the
 * given schema wrote it, also when it was bundled.
 */
export function unresolvedRootRef(schema: unknown): string | undefined {
  if (!isPlainObject(schema) || typeof schema.$ref !== 'string')
    return undefined
  const given = bundleSource(schema as JsonSchema) as Record<string, unknown>
  return typeof given.$ref === 'string' ? given.$ref : schema.$ref
}
