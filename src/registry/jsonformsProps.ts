/**
 * The props of `@jsonforms/vue`'s root and renderers, with their types, defaults and required ones,
 * written out rather than imported: importing anything of `@jsonforms/vue` keeps its `<JsonForms>`
 * component in the page (its module assigns to it), and with it JSON Forms' reducer and AJV.
 */
import { defaultMiddleware } from '@jsonforms/core'
import type { JsonForms, rendererProps as jsonFormsRendererProps } from '@jsonforms/vue'
import type { AllowedComponentProps, ComponentObjectPropsOptions, PropType, VNodeProps } from 'vue'
import type { ExternalSchemas } from '../values/bundleRefs'

/** `<JsonForms>`' props, and the other documents the schema's `$ref`s may point to. */
export type JsonFormsProps = Omit<InstanceType<typeof JsonForms>['$props'], keyof VNodeProps | keyof AllowedComponentProps | 'onChange'> & {
  /** The other documents the schema's `$ref`s may point to (`bundleRefs`), by `$id` or by the name a `$ref` uses. */
  schemas?: ExternalSchemas
}

/** `<JsonForms>`' default `additionalErrors`: one empty list, so that a form without any keeps the same one. */
const noErrors = Object.freeze([])

/** The props of `<JsonForms>`, and `schemas`. */
export const jsonFormsProps = {
  data: { required: false, type: [String, Number, Boolean, Array, Object], default: undefined },
  schema: { required: false, type: [Object, Boolean], default: undefined },
  uischema: { required: false, type: Object, default: undefined },
  renderers: { required: true, type: Array },
  cells: { required: false, type: Array, default: () => [] },
  config: { required: false, type: Object, default: undefined },
  readonly: { required: false, type: Boolean, default: false },
  uischemas: { required: false, type: Array, default: () => [] },
  validationMode: { required: false, type: String, default: 'ValidateAndShow' },
  ajv: { required: false, type: Object, default: undefined },
  i18n: { required: false, type: Object, default: undefined },
  additionalErrors: { required: false, type: Array, default: () => noErrors },
  middleware: { required: false, type: Function as PropType<typeof defaultMiddleware>, default: defaultMiddleware },
  schemas: { required: false, type: [Array, Object], default: undefined },
} as unknown as ComponentObjectPropsOptions<JsonFormsProps>

/** `rendererProps` of `@jsonforms/vue`: the props JSON Forms hands every renderer. */
export const rendererProps = (<U>() => ({
  schema: { required: true, type: [Object, Boolean] },
  uischema: { required: true, type: Object },
  path: { required: true, type: String },
  enabled: { required: false, type: Boolean, default: undefined },
  readonly: { required: false, type: Boolean, default: undefined },
  renderers: { required: false, type: Array, default: undefined },
  cells: { required: false, type: Array, default: undefined },
  config: { required: false, type: Object, default: undefined },
}) as ReturnType<typeof jsonFormsRendererProps<U>>) as typeof jsonFormsRendererProps
