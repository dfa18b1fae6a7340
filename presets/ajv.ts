import type Ajv from 'ajv'
import type { Options } from 'ajv'
import { type AjvClass, addFormats, createFormsAjv, formatsOf } from '../src/index'
import { uiPlugins } from './uiRenderers'

/**
 * The schema formats the built-in families read (their `formats`) that `ajv-formats` may not
 * define: `color` (an annotation only, the colour family reports the notation itself) and
 * `data-url` (what the upload family stores), among others. Unknown formats make AJV log a warning
 * for every schema it compiles.
 */
export const libraryFormats = /* @__PURE__ */ formatsOf(uiPlugins)

/** Adds the formats of {@link libraryFormats} that `ajv` does not know yet; returns `ajv`. */
export function addLibraryFormats<T extends Ajv>(ajv: T): T {
  return addFormats(ajv, libraryFormats)
}

/**
 * JSON Forms' own `createAjv` (all errors, verbose, `ajv-formats`) with the formats the built-in
 * families read, as a raw (`markRaw`) instance that compiles without AJV's optimising pass over its
 * generated code (`options.code.optimize` turns it on) and checks the data's own properties only
 * (`ownProperties`: a field named `constructor` is not read from the prototype): pass it as
 * `<JsonForms :ajv>`. `<JsonForm>` uses it unless given an `ajv`. Of AJV's `draft` class when given
 * (`Ajv2020` of `ajv/dist/2020`), for schemas of a later draft, with the same options and formats.
 */
export function createAjv(options?: Options, draft?: AjvClass): Ajv {
  return createFormsAjv(libraryFormats, options, draft)
}
