import type Ajv from 'ajv'
import type { Options } from 'ajv'
import type { FormatCheck, RendererPlugin } from '../registry/types'
import { type FormatChecks, addFormats, createValidator } from '../store/validator'

export { addFormats, type FormatChecks }

/** The formats the given families declare (`formats` of `definePlugin`); the first declaration of a name wins. */
export function formatsOf(plugins: readonly Pick<RendererPlugin, 'formats'>[]): FormatChecks {
  const formats: Record<string, FormatCheck> = {}
  for (const [name, check] of plugins.flatMap(plugin => Object.entries(plugin.formats ?? {})))
    formats[name] ??= check
  return Object.freeze(formats)
}

/** The form validator (`createValidator`: JSON Forms' `createAjv`, raw, compiling fast) with the given families' formats. */
export function createFormsAjv(formats: FormatChecks, options?: Options): Ajv {
  return addFormats(createValidator(options), formats)
}
