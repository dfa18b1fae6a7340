import type { ControlElement, JsonFormsI18nState, JsonFormsUISchemaRegistryEntry, JsonSchema, Layout, UISchemaElement } from '@jsonforms/core'
import type { StylesOverride } from './options/styles'
import type { ShowErrors } from './store/formLifecycle'
import type { ExternalSchemas } from './values/bundleRefs'

/** A gallery example drawn as `<JsonForm>` with a submit and a reset button: its props. */
export interface FormExampleSubmit {
  /** The `showErrors` prop of `<JsonForm>`. */
  showErrors?: ShowErrors
  /** The `errorSummary` prop of `<JsonForm>`. */
  errorSummary?: boolean
}

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
  /** The `schemas` prop of `<JsonForm>`: the other documents the schema's `$ref`s point to. */
  schemas?: ExternalSchemas
  uischema: UISchemaElement
  data: unknown
  /** The form-wide `config` prop of `<JsonForms>`. */
  config?: Record<string, unknown>
  /** Provided under the `styles` injection key around the form. */
  styles?: StylesOverride
  /** The `uischemas` prop of `<JsonForms>`: UI schemas registered for nested objects and array items. */
  uischemas?: JsonFormsUISchemaRegistryEntry[]
  /** The `i18n` prop of `<JsonForms>`. */
  i18n?: JsonFormsI18nState
  /** The `readonly` prop of `<JsonForms>`. */
  readonly?: boolean
  /**
   * Draws the form as `<JsonForm>` with these props, a Send button (its handler takes a moment,
   * as a request to a server would) and a Reset button, and shows the data last submitted.
   */
  submit?: FormExampleSubmit
  /** Position among its family's examples, lower first (as listed when unset). Families come in preset order. */
  order?: number
}

/** A `Control` element for a top-level property: `{ type: 'Control', scope: '#/properties/<name>', options }`. */
export function controlElement(name: string, options?: Record<string, unknown>, extra?: Partial<ControlElement>): ControlElement {
  return { type: 'Control', scope: `#/properties/${name}`, ...(options && { options }), ...extra }
}

/** A `VerticalLayout` of the given elements. */
export function verticalLayout(...elements: UISchemaElement[]): Layout {
  return { type: 'VerticalLayout', elements }
}

/** A `HorizontalLayout` of the given elements. */
export function horizontalLayout(...elements: UISchemaElement[]): Layout {
  return { type: 'HorizontalLayout', elements }
}
