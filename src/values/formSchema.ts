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
 * it, and it validates as the root does. A chain of `$ref`s is followed, and keywords beside a
 * `$ref` (the root's, a target's) join what it refers to, as both apply: `properties` and `required`
 * both name are merged (`mergedProperties`). Returned as it is: a root without a `$ref`, and one
 * whose `$ref` points to nothing in the document (remote references are never fetched), to an `$id`
 * of its own, into a cycle, or beside other keywords that differ from the target's (the form then
 * says why). One object per root, so that what is derived from it is shared.
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
  const object = root as Record<string, unknown>
  return followed(object, object, new Set([root])) as JsonSchema | undefined
}

/**
 * `schema` (the root, or a schema a `$ref` led to) with its `$ref` followed within `root`: its own
 * keywords merged with what the target (itself followed) says (`merged`); undefined where the chain
 * leaves the document, meets a cycle or an `$id`, or the keywords clash.
 */
function followed(schema: Record<string, unknown>, root: Record<string, unknown>, seen: Set<unknown>): Record<string, unknown> | undefined {
  if (typeof schema.$ref !== 'string')
    return schema
  const next = schema.$ref.startsWith('#/') ? pointerTarget(root, schema.$ref) : undefined
  if (!isPlainObject(next) || seen.has(next) || next.$id !== undefined || next.id !== undefined)
    return undefined
  seen.add(next)
  const target = followed(next, root, seen)
  const { $ref: _followed, ...own } = schema
  // A document bundled into the root (`bundleRefs`) keeps the definitions of its own where they lie
  // in the bundle, which the root's definitions hold: the root's are the ones beside it.
  return target && merged(own, target, isBundledDocument(next) ? containers.filter(keyword => Object.hasOwn(own, keyword)) : [])
}

/** `own` keywords over a `$ref`'s `target`, as both apply; undefined where they clash beyond `properties` and `required`. */
function merged(own: Record<string, unknown>, target: Record<string, unknown>, bundled: string[]): Record<string, unknown> | undefined {
  const result: Record<string, unknown> = { ...own, ...target }
  for (const keyword of bundled)
    result[keyword] = own[keyword]
  for (const keyword of Object.keys(own)) {
    if (annotations.has(keyword) || bundled.includes(keyword) || !Object.hasOwn(target, keyword) || isEqual(own[keyword], target[keyword]))
      continue
    const both = keyword === 'properties' ? mergedProperties(own.properties, target) : keyword === 'required' ? mergedRequired(own.required, target.required) : undefined
    if (both === undefined)
      return undefined
    result[keyword] = both
  }
  return result
}

/**
 * The root's `properties` beside those of its `$ref`'s target, as both apply: a property both name
 * differently is the `allOf` of the two. Undefined where one object can't say the same: a property
 * only the root names, which the target's `additionalProperties` / `unevaluatedProperties` refuse.
 */
function mergedProperties(own: unknown, target: Record<string, unknown>): Record<string, unknown> | undefined {
  const theirs = target.properties
  if (!isPlainObject(own) || !isPlainObject(theirs))
    return undefined
  const refuses = (keyword: string) => target[keyword] !== undefined && target[keyword] !== true
  const closed = refuses('additionalProperties') || refuses('unevaluatedProperties') || target.patternProperties !== undefined
  const merged: Record<string, unknown> = { ...theirs }
  for (const name of Object.keys(own)) {
    if (!Object.hasOwn(theirs, name)) {
      if (closed)
        return undefined
      merged[name] = own[name]
    }
    else if (!isEqual(own[name], theirs[name])) {
      merged[name] = { allOf: [theirs[name], own[name]] }
    }
  }
  return merged
}

/** Both `required` lists, as both apply. */
function mergedRequired(own: unknown, theirs: unknown): string[] | undefined {
  return Array.isArray(own) && Array.isArray(theirs) ? [...new Set([...theirs, ...own])] : undefined
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
