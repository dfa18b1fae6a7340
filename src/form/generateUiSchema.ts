import { Generate, type JsonSchema, type UISchemaElement, encode } from '@jsonforms/core'

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
