import type { JsonSchema } from '@jsonforms/core'
import type { CommonOptions } from '../options/common'

interface ReadonlyInputs {
  enabled?: boolean
  readonly?: boolean
  schema?: JsonSchema
  config?: unknown
}

/**
 * Whether a control is read-only. Any source makes it so: the form's `readonly` prop or a DISABLE
 * rule (JSON Forms' `enabled`), the `readonly` option, the schema's `readOnly: true`, or a truthy
 * `config.readonly`. A local `readonly: false` does not override the schema or the config.
 */
export function isReadonly(control: ReadonlyInputs, options: CommonOptions): boolean {
  const config = control.config as { readonly?: unknown } | undefined
  return !control.enabled || control.readonly === true || options.readonly === true
    || (control.schema as { readOnly?: unknown } | undefined)?.readOnly === true || !!config?.readonly
}
