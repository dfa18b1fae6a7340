import { isPlainObject } from 'nuxt-ui-jsonforms/kit'
import {
  type ControlElement,
  type JsonFormsUISchemaRegistryEntry,
  type JsonSchema,
  type UISchemaElement,
  deriveTypes,
  findUISchema,
} from '@jsonforms/core'
import { followRef, sharedUiSchema } from 'nuxt-ui-jsonforms/kit/internal'

type Schema = JsonSchema & Record<string, unknown>

const isSchemaObject = isPlainObject as (value: unknown) => value is Schema

export { followRef }

/**
 * Whether a schema describes an object the sub-form can show: `type: "object"` (also in a type
 * list), `properties` without a type, or an `allOf` whose parts (after `$ref`) are objects or
 * untyped constraints, at least one of them an object.
 */
export function isObjectSchema(schema: unknown, rootSchema: JsonSchema | undefined, enclosing = new Set<unknown>()): boolean {
  if (!isSchemaObject(schema) || enclosing.has(schema))
    return false
  if (deriveTypes(schema).includes('object'))
    return true
  if (typeof schema.type !== 'undefined' || !Array.isArray(schema.allOf) || !schema.allOf.length)
    return false
  enclosing.add(schema)
  const parts = schema.allOf.map((part) => {
    const resolved = followRef(part, rootSchema)
    return resolved && (isObjectSchema(resolved, rootSchema, enclosing) ? 'object' : deriveTypes(resolved).length ? 'other' : 'untyped')
  })
  enclosing.delete(schema)
  return parts.includes('object') && parts.every(part => part === 'object' || part === 'untyped')
}

const merged = new WeakMap<object, Schema>()

/**
 * An `allOf` of objects as one object schema: the parts' `properties` and `required` together
 * (a later part's property wins), the schema's own keywords kept. JSON Forms' UI-schema generator
 * stops at a combinator (it would emit one control for the whole `allOf`, which is this sub-form
 * again), so the sub-form is generated from this merge. Same input, same output object.
 */
export function mergeAllOf(schema: JsonSchema, rootSchema: JsonSchema | undefined, seen = new Set<unknown>()): JsonSchema {
  const source = schema as Schema
  if (!Array.isArray(source.allOf) || seen.has(source))
    return schema
  const cached = merged.get(source)
  if (cached)
    return cached
  seen.add(source)
  const { allOf, ...own } = source
  const parts = (allOf as unknown[])
    .map(part => followRef(part, rootSchema))
    .filter((part): part is Schema => !!part)
    .map(part => mergeAllOf(part, rootSchema, seen) as Schema)
  let properties: Record<string, unknown> = {}
  const required = new Set<string>()
  for (const part of [...parts, own]) {
    // Spread, not `Object.assign`: a property named `__proto__` stays a property.
    if (isSchemaObject(part.properties))
      properties = { ...properties, ...part.properties }
    if (Array.isArray(part.required))
      part.required.forEach(name => typeof name === 'string' && required.add(name))
  }
  const result = { type: 'object', ...own, properties, ...(required.size ? { required: [...required] } : {}) } as Schema
  merged.set(source, result)
  return result
}

/** What `subFormUiSchema` needs: the JSON Forms control state of the object field. */
export interface SubFormInputs {
  /** The object's schema, `allOf` already merged. */
  schema: JsonSchema
  uischema: ControlElement
  path: string
  rootSchema: JsonSchema | undefined
  uischemas: JsonFormsUISchemaRegistryEntry[] | undefined
}

/**
 * The UI schema of a sub-form, as JSON Forms' own object renderers pick it: the inline `detail`
 * option when it is a UI-schema element (an object with a `type` string), else a UI schema
 * registered for this schema and path, else one generated from the schema as a VerticalLayout.
 */
export function subFormUiSchema({ schema, uischema, path, rootSchema, uischemas }: SubFormInputs): UISchemaElement {
  const detail: unknown = uischema.options?.detail
  const inline = isSchemaObject(detail) && typeof detail.type === 'string'
  // findUISchema also honours `detail: "GENERATE"`; anything else that is not inline is ignored here.
  const control = inline ? uischema : { ...uischema, options: { ...uischema.options, detail: undefined } }
  const generate = () => sharedUiSchema(schema, rootSchema)
  return findUISchema(uischemas ?? [], schema, uischema.scope, path, generate, control, rootSchema) ?? generate()
}
