import type Ajv from 'ajv'
import type { AnySchema, ValidateFunction } from 'ajv'
import { resolveRootRef } from '../values/formSchema'
import type { FormatChecks } from './formats'
import { compileValidator } from './splitValidator'

/** How a format the families declare was checked when the validator was compiled: any string, a pattern (`[source, flags]`), or not at all. */
export type CompiledFormat = true | [source: string, flags: string] | null

/** A schema's validator compiled at build time (`precompileSchema`), as the form's own validator makes it. */
export interface PrecompiledSchema {
  /**
   * What each of the validator's compilations gave, in order (null: it failed): the function, and
   * the copy of the schema it was compiled from that its errors quote (absent when none does).
   */
  validators: ([validate: ValidateFunction, quoted?: object] | null)[]
  /** The options of the validator it was compiled with that decide how the root is split (`propertyOrder`). */
  options: Record<string, unknown>
  /** The root's keywords that validator knows. */
  keywords: string[]
  /** The formats the schema names that the families declare (not `ajv-formats` nor other tools'), as they were checked. */
  formats: Record<string, CompiledFormat>
}

const registry = new WeakMap<object, PrecompiledSchema>()

/**
 * Ties `schema` to its validator compiled at build time: a form given this very object validates
 * with it, and loads no AJV for it. The module the build writes for a schema imported with
 * `?validator` calls it; returns `schema`.
 */
export function registerPrecompiled<T extends object>(schema: T, precompiled: PrecompiledSchema): T {
  registry.set(schema, precompiled)
  const form = resolveRootRef(schema as never)
  if (typeof form === 'object' && form !== null)
    registry.set(form, precompiled)
  return schema
}

/** Whether `schema` (a form's schema as given, or as the form reads it) is tied to a validator compiled at build time. */
export const isPrecompiled = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && registry.has(schema)

/** How the families' `formats` check a format, as `CompiledFormat` writes it (undefined: not at all). */
const formatCheck = (check: true | RegExp | undefined): CompiledFormat => check === undefined ? null : check === true ? true : [check.source, check.flags]

/**
 * The validator compiled at build time for the form schema `schema`, when there is one and the form's
 * families (`formatsOf`, asked only for a schema compiled at build time) check the formats it names as they were checked when it was compiled; else
 * undefined, and the form compiles its schema with AJV.
 */
export function precompiledFor(schema: unknown, formatsOf: () => FormatChecks): PrecompiledSchema | undefined {
  const found = typeof schema === 'object' && schema !== null ? registry.get(schema) : undefined
  if (!found)
    return undefined
  const formats = formatsOf()
  const same = Object.entries(found.formats).every(([name, compiled]) => {
    const now = formatCheck(Object.hasOwn(formats, name) ? formats[name] : undefined)
    // A format nothing checks validates every string, as one checked as any string does.
    const loose = (check: CompiledFormat) => check === null ? true : check
    return JSON.stringify(loose(now)) === JSON.stringify(loose(compiled))
  })
  return same ? found : undefined
}

/**
 * The form's validator of `schema` (`compileValidator`) made of the functions compiled at build
 * time: the same split and rewrites, each compilation answered by the function the build compiled
 * at that step.
 */
export function replayValidator(precompiled: PrecompiledSchema, schema: AnySchema): ValidateFunction {
  let next = 0
  const replaying = {
    opts: precompiled.options,
    getKeyword: (keyword: string) => precompiled.keywords.includes(keyword),
    validateSchema: () => true,
    compile: (compiled: AnySchema) => {
      if (next >= precompiled.validators.length)
        throw new Error('The validator compiled at build time does not match its schema.')
      const found = precompiled.validators[next++]
      if (!found)
        throw new Error('The schema did not compile at build time.')
      return quoting(found[0], found[1], compiled)
    },
  } as unknown as Ajv
  return compileValidator(replaying, schema)
}

/**
 * `validate`, its errors quoting the parts of `schema` (the object the form compiled) where they
 * quote the same parts of `quoted` (the copy of it the build wrote into the module): the same
 * objects AJV's errors quote, so that what compares them by identity finds them (the split
 * validator's root errors).
 */
function quoting(validate: ValidateFunction, quoted: object | undefined, schema: AnySchema): ValidateFunction {
  let parts: Map<unknown, unknown> | undefined
  const partOf = (value: unknown) => (parts ??= sameParts(quoted, schema)).get(value) ?? value
  const quotingValidate = ((data: unknown) => {
    const valid = validate(data)
    const errors = validate.errors
    if (errors && quoted) {
      for (const error of errors) {
        error.parentSchema = partOf(error.parentSchema) as typeof error.parentSchema
        error.schema = partOf(error.schema)
      }
    }
    quotingValidate.errors = errors ?? null
    return valid
  }) as ValidateFunction
  quotingValidate.schema = schema
  return quotingValidate
}

/** Each object of `copy` → the object at the same place in `original` (of which `copy` is a JSON copy). */
function sameParts(copy: unknown, original: unknown, parts = new Map<unknown, unknown>()): Map<unknown, unknown> {
  if (typeof copy !== 'object' || copy === null || typeof original !== 'object' || original === null || parts.has(copy))
    return parts
  parts.set(copy, original)
  for (const [key, value] of Object.entries(copy)) {
    if (Object.hasOwn(original, key))
      sameParts(value, (original as Record<string, unknown>)[key], parts)
  }
  return parts
}
