import type Ajv from 'ajv'
import type { Options } from 'ajv'
import { markRaw } from 'vue'
import { type FormatChecks, addFormats } from './formats'
import { type AjvClass, createPlainValidator } from './plainValidator'

export type { AjvClass }

/**
 * AJV's classes of the drafts the default class does not validate, each in a chunk of its own,
 * imported from this module's chunk: what they share with the default class stays here, and the
 * page's first chunks never hold AJV.
 */
export const draftClassLoaders = {
  'draft-04': async (): Promise<AjvClass> => (await import('ajv-draft-04')).default,
  '2019-09': async (): Promise<AjvClass> => (await import('ajv/dist/2019')).default,
  '2020-12': async (): Promise<AjvClass> => (await import('ajv/dist/2020')).default,
} as const

/**
 * The form's validator (`createPlainValidator`), `markRaw`: JSON Forms keeps its AJV in
 * deep-reactive state, and a schema given after mount is then compiled through a Vue proxy of it.
 * AJV's code generator meets the values of its scope both raw and proxied, names each twice
 * ("Identifier 'formats0' has already been declared") and the form loses validation. A raw
 * instance is compiled as is.
 */
export function createValidator(options?: Options, draft?: AjvClass): Ajv {
  return markRaw(createPlainValidator(options, draft))
}

/**
 * The form validator (`createValidator`: JSON Forms' `createAjv`, raw, compiling fast) with the
 * given formats; of AJV's `draft` class (`Ajv2020` of `ajv/dist/2020` for draft 2020-12 schemas),
 * with the same options and formats.
 */
export function createFormsAjv(formats: FormatChecks, options?: Options, draft?: AjvClass): Ajv {
  return addFormats(createValidator(options, draft), formats)
}
