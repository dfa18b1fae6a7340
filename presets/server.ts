import type { JsonSchema } from '@jsonforms/core'
import type Ajv from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import AjvDraft04 from 'ajv-draft-04'
import Ajv2019 from 'ajv/dist/2019.js'
import Ajv2020 from 'ajv/dist/2020.js'
import { type AjvClass, type ClassDraft, type ExternalSchemas, addFormats, bundleRefs, classDraftOf, createPlainValidator, errorMessage, mergeFormats } from '../src/assembly/server'

export { type ExternalSchemas, bundleRefs }
import { colorFormats } from '../plugins/color/formats'
import { datesFormats } from '../plugins/dates/formats'
import { textFormats } from '../plugins/text/formats'
import { uploadFormats } from '../plugins/upload/format'

/**
 * The formats the built-in families declare, as the form's validator adds them (a test holds them
 * equal to those of `uiRenderers`), read from the families' `formats.ts`: no component is loaded.
 */
export const serverFormats = mergeFormats([textFormats, colorFormats, uploadFormats, datesFormats])

/** A validation error as `<JsonForm :additional-errors>` takes it (AJV's, with `instancePath`), its `message` in the form's words. */
export interface ValidationError extends ErrorObject {
  /** The sentence the form shows at the field ("Required", "At least 2 characters", or the schema's `errorMessage`). */
  message: string
}

/** What {@link validateData} answers. */
export interface ValidationResult {
  valid: boolean
  /** Every error of the data, in AJV's order; empty when `valid`. */
  errors: ValidationError[]
}

const draftClasses: Record<ClassDraft, AjvClass> = { 'draft-04': AjvDraft04, '2019-09': Ajv2019, '2020-12': Ajv2020 }
const validators = new Map<ClassDraft | 'draft-07', Ajv>()

/** The form's validator of the schema's draft, made once per draft and kept (AJV keeps each schema it compiled). */
function validatorFor(schema: JsonSchema): Ajv {
  const draft = classDraftOf(schema)
  let ajv = validators.get(draft ?? 'draft-07')
  if (!ajv) {
    ajv = addFormats(createPlainValidator({}, draft && draftClasses[draft]), serverFormats)
    validators.set(draft ?? 'draft-07', ajv)
  }
  return ajv
}

/**
 * Validates `data` against `schema` with the validator a form uses (the same AJV options,
 * `ajv-formats`, `ajv-errors` and the families' formats), in Node or a Nitro route: no Vue, no DOM.
 * Each error is AJV's, as `additionalErrors` takes it, with the form's message; a schema AJV cannot
 * compile throws AJV's error. `schemas` are the other documents its `$ref`s point to, as the form's
 * `schemas` prop takes them: bundled into it as the form bundles them (`bundleRefs`).
 */
export function validateData(schema: JsonSchema, data: unknown, schemas?: ExternalSchemas): ValidationResult {
  schema = bundleRefs(schema, schemas)
  const validate: ValidateFunction = validatorFor(schema).compile(schema)
  const valid = validate(data) as boolean
  const errors = (validate.errors ?? []).map(error => ({ ...error, message: errorMessage(error, undefined, undefined, 'en') }))
  return { valid, errors }
}
