import type Ajv from 'ajv'
import { markRaw } from 'vue'
import { createAjv } from '../../form/ajv'

/**
 * A validator of its own for one of the builder's `<JsonForms>` (the preview, the inspector), with
 * the formats the families read (`color`, `data-url`): always pass one.
 *
 * Why: without an `ajv` prop, `<JsonForms>` creates an AJV at init and keeps it in its core state,
 * which lives in deep-reactive `data()`. Every later schema (the builder changes it on each edit)
 * is then compiled through a reactive proxy of that AJV, and AJV's code generator sees the values
 * of its scope both raw and proxied: each counts as a new name, so the generated code declares
 * `formats0` (or `schema1`) twice and compiling fails with "Identifier 'formats0' has already been
 * declared", switching validation off. A fixed schema is compiled once, before the state is
 * reactive: that is why the gallery never met it. Given as a prop, the AJV is read raw for every
 * compile; `markRaw` also keeps it raw inside the state, for the actions that read it there.
 */
export function rawAjv(): Ajv {
  return markRaw(createAjv())
}
