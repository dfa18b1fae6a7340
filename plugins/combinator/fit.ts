import type { JsonSchema } from '@jsonforms/core'
import type { Variant } from './variants'

/** The part of an AJV instance used here (the form's own, from JSON Forms). */
export interface SchemaCompiler {
  compile: (schema: object) => Validator
}
type Validator = ((data: unknown) => unknown) & { errors?: readonly { keyword: string }[] | null }

/**
 * Errors that say the data has the shape of another variant. Anything else (a `maximum`, a
 * `minLength`) is a value to correct inside this variant, as in JSON Forms' own combinators.
 */
const structuralKeywords = new Set(['required', 'additionalProperties', 'type', 'enum', 'const'])

const compiled = new WeakMap<object, WeakMap<object, Validator | null>>()

/**
 * A validator for one variant, compiled once per AJV instance. The variant is wrapped with the
 * root schema's `definitions` / `$defs`, so that `$ref`s inside it resolve as in the whole schema.
 */
function validatorOf(ajv: SchemaCompiler, variant: JsonSchema, rootSchema: JsonSchema): Validator | null {
  let byVariant = compiled.get(ajv)
  if (!byVariant)
    compiled.set(ajv, byVariant = new WeakMap())
  if (byVariant.has(variant))
    return byVariant.get(variant)!
  const root = rootSchema as Record<string, unknown>
  const wrapper = {
    ...(root.definitions !== undefined && { definitions: root.definitions }),
    ...(root.$defs !== undefined && { $defs: root.$defs }),
    allOf: [variant],
  }
  let validate: Validator | null
  try {
    validate = ajv.compile(wrapper)
  }
  catch {
    validate = null
  }
  byVariant.set(variant, validate)
  return validate
}

export interface Fit {
  /** Index (in the schema's list) of the first variant the data fits, if any. */
  index?: number
  /** Every variant could be checked: when no variant fits, the data really fits none. */
  checked: boolean
}

/** The first variant the data fits, checked with the form's AJV. */
export function fittingVariant(ajv: SchemaCompiler | undefined, rootSchema: JsonSchema, variants: readonly Variant[], data: unknown): Fit {
  if (!ajv)
    return { checked: false }
  let checked = true
  for (const variant of variants) {
    const validate = validatorOf(ajv, variant.schema, rootSchema)
    if (!validate) {
      checked = false
      continue
    }
    if (!checks(validate, data)) {
      checked = false
      continue
    }
    if (!validate.errors?.some(error => structuralKeywords.has(error.keyword)))
      return { index: variant.index, checked: true }
  }
  return { checked }
}

/**
 * Runs `validate` on `data`; `false` when it cannot finish: a variant that refers back to the
 * schema around it without a step into the data (`{ "$recursiveRef": "#" }` as an `anyOf` entry)
 * recurses until the stack runs out.
 */
function checks(validate: Validator, data: unknown): boolean {
  try {
    validate(data)
    return true
  }
  catch {
    return false
  }
}
