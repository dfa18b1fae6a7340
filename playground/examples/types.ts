import type { ControlElement, JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { StylesOverride } from 'nuxt-ui-jsonforms'

/** One gallery entry: a complete form definition and what it demonstrates. */
export interface Example {
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
}

/** A Control element; a helper that keeps the example files short. */
export function control(name: string, options?: Record<string, unknown>, extra?: Partial<ControlElement>): ControlElement {
  return { type: 'Control', scope: `#/properties/${name}`, ...(options && { options }), ...extra }
}

export function vertical(...elements: UISchemaElement[]): UISchemaElement {
  return { type: 'VerticalLayout', elements } as UISchemaElement
}

export function horizontal(...elements: UISchemaElement[]): UISchemaElement {
  return { type: 'HorizontalLayout', elements } as UISchemaElement
}
