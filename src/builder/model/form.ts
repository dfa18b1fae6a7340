import type { UISchemaElement } from '@jsonforms/core'
import type { SchemaNode } from './scopes'
import type { NodePath } from './tree'

/** What the builder edits and exports: a JSON Schema, its UI schema and the preview's data. */
export interface BuilderForm {
  schema: SchemaNode
  uischema: UISchemaElement
  data: unknown
}

/** The result of an edit: the new form and the node to select afterwards. */
export interface Edit {
  form: BuilderForm
  selection?: NodePath
}

/** A new, empty form: an object schema and a vertical layout. */
export function emptyForm(): BuilderForm {
  return { schema: { type: 'object', properties: {} }, uischema: { type: 'VerticalLayout', elements: [] } as UISchemaElement, data: {} }
}
