import { createAjv as createJsonFormsAjv } from '@jsonforms/core'
import type Ajv from 'ajv'
import type { Options } from 'ajv'
import { markRaw } from 'vue'

/** A `data:` URL as the upload family stores it: `data:[<media type>][;<parameter>…][;base64],<data>`. */
const dataUrl = /^data:(?:[\w!#$&^.+-]+\/[\w!#$&^.+-]+)?(?:;[\w!#$&^.+-]+=[^;,]*)*(?:;base64)?,/i

/**
 * The schema formats the built-in families read that `ajv-formats` does not define. `color` is an
 * annotation only: the colour family checks and reports the notation itself, so AJV accepts any
 * string rather than report the same value twice. Unknown formats make AJV log a warning for every
 * schema it compiles.
 */
export const libraryFormats = Object.freeze({
  'color': true,
  'data-url': dataUrl,
} as const)

/** Adds the formats of {@link libraryFormats} that `ajv` does not know yet; returns `ajv`. */
export function addLibraryFormats<T extends Ajv>(ajv: T): T {
  for (const [name, format] of Object.entries(libraryFormats)) {
    if (!ajv.formats[name])
      ajv.addFormat(name, format)
  }
  return ajv
}

/**
 * JSON Forms' own `createAjv` (all errors, verbose, `ajv-formats`) with the formats the built-in
 * families read: pass it as `<JsonForms :ajv>`. `<JsonForm>` uses it unless given an `ajv`.
 *
 * The instance is `markRaw`: `<JsonForms>` keeps its AJV in deep-reactive state, and a schema given
 * after mount is then compiled through a Vue proxy of it. AJV's code generator meets the values of
 * its scope both raw and proxied, names each twice ("Identifier 'formats0' has already been
 * declared") and the form loses validation. A raw instance is compiled as is.
 */
export function createAjv(options?: Options): Ajv {
  return markRaw(addLibraryFormats(createJsonFormsAjv(options)))
}
