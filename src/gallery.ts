import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { StylesOverride } from './options/styles'

/**
 * A gallery example: a complete form definition and what it demonstrates. A family keeps its
 * examples in its own `examples.ts`; the playground collects them.
 */
export interface FormExample {
  /** URL id: the example opens at `#/example/<id>`. */
  id: string
  title: string
  /** Option group, shown as a badge and used to group the navigation. */
  group: string
  /** One or two sentences on what to try. */
  description: string
  schema: JsonSchema
  uischema: UISchemaElement
  data: unknown
  /** The form-wide `config` prop of `<JsonForms>`. */
  config?: Record<string, unknown>
  /** Provided under the `styles` injection key around the form. */
  styles?: StylesOverride
  /** Position in the gallery navigation: lower comes first. */
  order?: number
}
