import { createAjv as createJsonFormsAjv } from '@jsonforms/core'
import type Ajv from 'ajv'
import type { Options } from 'ajv'
import { markRaw } from 'vue'
import type { FormatCheck, RendererPlugin } from '../registry/types'

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

/**
 * JSON Forms' own `createAjv` (all errors, verbose, `ajv-formats`) with the given families' formats.
 *
 * The instance is `markRaw`: `<JsonForms>` keeps its AJV in deep-reactive state, and a schema given
 * after mount is then compiled through a Vue proxy of it. AJV's code generator meets the values of
 * its scope both raw and proxied, names each twice ("Identifier 'formats0' has already been
 * declared") and the form loses validation. A raw instance is compiled as is.
 */
export function createFormsAjv(formats: FormatChecks, options?: Options): Ajv {
  return markRaw(addFormats(createJsonFormsAjv(options), formats))
}
