import { Generate, type JsonSchema, type UISchemaElement, deriveTypes, encode } from '@jsonforms/core'
import { mapShapeOf } from './mapSchema'
import { toRaw } from 'vue'
import { pairCache } from './pairCache'

/**
 * The UI schema JSON Forms generates for an object's schema (a vertical layout of its properties).
 * When a malformed part stops the generator (a `$ref` that is not a string, say), a vertical layout
 * of one Control per property instead, so each property renders or explains itself on its own.
 */
export function generateUiSchema(schema: JsonSchema, rootSchema: JsonSchema | undefined): UISchemaElement {
  try {
    return Generate.uiSchema(schema, 'VerticalLayout', undefined, rootSchema ?? schema)
  }
  catch {
    const properties = schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : []
    const elements = properties.map(key => ({ type: 'Control', scope: `#/properties/${encode(key)}` }))
    return { type: 'VerticalLayout', elements } as UISchemaElement
  }
}

/**
 * The UI schema of a form given none: `generateUiSchema`, except for a root object that holds a
 * map (`additionalProperties`, `patternProperties`), which JSON Forms' generator leaves out: one
 * Control on the root, whose renderer shows the fixed fields and the entries.
 */
export function rootUiSchema(schema: JsonSchema): UISchemaElement {
  return deriveTypes(schema).includes('object') && mapShapeOf(schema)
    ? { type: 'Control', scope: '#' } as UISchemaElement
    : generateUiSchema(schema, schema)
}

/** Generated UI schemas by schema, then by root schema. */
const generated = pairCache((schema: JsonSchema, rootSchema: JsonSchema) => generateUiSchema(schema, rootSchema))

/**
 * `generateUiSchema`, generated once per schema (and root schema) and shared, to be read, never
 * changed: the form's prefetch walks the sub-form an object field or a list's items will show, and
 * the field then renders the same elements, ranked already, instead of generating and ranking its
 * own copy.
 */
export function sharedUiSchema(schema: JsonSchema, rootSchema: JsonSchema | undefined): UISchemaElement {
  return generated(toRaw(schema), toRaw(rootSchema ?? schema))
}
