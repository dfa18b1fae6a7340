import type Ajv from 'ajv'
import type { Options } from 'ajv'
import type { FormatCheck, RendererPlugin } from '../registry/types'
import { createValidator } from '../store/validator'

/** Format name → how AJV checks it. */
export type FormatChecks = Readonly<Record<string, FormatCheck>>

/** The formats the given families declare (`formats` of `definePlugin`); the first declaration of a name wins. */
export function formatsOf(plugins: readonly Pick<RendererPlugin, 'formats'>[]): FormatChecks {
  const formats: Record<string, FormatCheck> = {}
  for (const [name, check] of plugins.flatMap(plugin => Object.entries(plugin.formats ?? {})))
    formats[name] ??= check
  return Object.freeze(formats)
}

/** Adds the `formats` that `ajv` does not know yet (its own definitions are kept); returns `ajv`. */
export function addFormats<T extends Ajv>(ajv: T, formats: FormatChecks): T {
  for (const [name, format] of Object.entries(formats)) {
    if (!ajv.formats[name])
      ajv.addFormat(name, format)
  }
  return ajv
}

/** The form validator (`createValidator`: JSON Forms' `createAjv`, raw, compiling fast) with the given families' formats. */
export function createFormsAjv(formats: FormatChecks, options?: Options): Ajv {
  return addFormats(createValidator(options), formats)
}
