import { Generate, type JsonSchema, type UISchemaElement } from '@jsonforms/core'

/**
 * The UI schema a form generates for a schema given without one (JSON Forms' generated UI schema);
 * an empty layout where it generates none (a schema of no fields, a root `$ref` that could not be
 * followed), whose notices say why.
 */
export function formUiSchema(schema: JsonSchema): UISchemaElement {
  return Generate.uiSchema(schema, undefined, undefined, schema) ?? { type: 'VerticalLayout', elements: [] } as UISchemaElement
}
