import { type JsonSchema, defaultTranslator, getCombinedErrorMessage } from '@jsonforms/core'
import { errorTranslator } from '../../i18n/errorMessages'
import type Ajv from 'ajv'
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv'
import { formatsOf } from '../../form/ajv'
import { classDraftOf } from '../../store/schemaDraft'
import { compileValidator } from '../../store/splitValidator'
import { createFormsAjv, draftClassLoaders } from '../../store/validator'
import { isPlainObject } from '../../values/plainObject'
import type { RankedFamily } from './knowledge'
import type { Problem } from './problems'

/** A validation error of the data, where the form shows it and in its words. */
export interface DataError {
  /** JSON Pointer of the value in `data` (for a missing required property: of that property). */
  path: string
  keyword: string
  message: string
}

/** The validators made, per family list and draft: each made once, and its meta-schema compiled once. */
const validators = new WeakMap<readonly RankedFamily[], Map<string, Promise<Ajv>>>()
/** Validators that compiled more schemas than are kept: the next check makes a new one, and this one goes with what it holds. */
const spent = new WeakSet<Ajv>()

/**
 * The validator a form of these families makes itself (`createFormsAjv` with their formats, of the
 * draft the schema names), made once per draft. It adds no schema by its `$id` (`addUsedSchema`
 * is off), so one check's schema never clashes with another's.
 */
export async function formValidator(families: readonly RankedFamily[], schema: JsonSchema): Promise<Ajv> {
  const draft = classDraftOf(schema)
  let byDraft = validators.get(families)
  if (!byDraft)
    validators.set(families, byDraft = new Map())
  let ajv = byDraft.get(draft ?? 'draft-07')
  if (!ajv || spent.has(await ajv)) {
    // Without AJV's logger: what it would warn about (an unknown format) is a problem of the answer, and stdout is the protocol's.
    ajv = (async () => createFormsAjv(formatsOf(families), { logger: false }, draft && await draftClassLoaders[draft]()))()
    byDraft.set(draft ?? 'draft-07', ajv)
  }
  return ajv
}

type Compiled = { validate?: ValidateFunction, problem?: Problem }

/** How many compiled schemas each validator keeps: an assistant checks the same form again after each edit of its UI schema or data. */
const keptSchemas = 8
const compiledSchemas = new WeakMap<Ajv, Map<string, Compiled>>()

/**
 * Compiles the schema as the form does (`compileValidator`: a property schema that repeats is
 * compiled once), or the problem of a schema AJV cannot compile, with AJV's message. The schemas
 * compiled are kept by their JSON text, up to a few: past that, the validator is spent, and the
 * next check makes a new one, so that a long session holds no more than these.
 */
export function compileSchema(ajv: Ajv, schema: JsonSchema): Compiled {
  let kept = compiledSchemas.get(ajv)
  if (!kept)
    compiledSchemas.set(ajv, kept = new Map())
  const key = JSON.stringify(schema)
  const hit = kept.get(key)
  if (hit)
    return hit
  const compiled = compileNow(ajv, schema)
  kept.set(key, compiled)
  if (kept.size >= keptSchemas)
    spent.add(ajv)
  return compiled
}

function compileNow(ajv: Ajv, schema: JsonSchema): Compiled {
  try {
    return { validate: compileValidator(ajv, schema as AnySchema) }
  }
  catch (error) {
    return {
      problem: {
        kind: 'schema-not-compiled',
        severity: 'error',
        in: 'schema',
        pointer: '',
        message: `AJV cannot compile the schema: ${(error as Error).message}`,
        fix: 'Correct the schema at the place AJV names; until then the form shows its fields but validates nothing.',
      },
    }
  }
}

/** Every `format` the schema uses that its validator does not know, with its JSON Pointer. */
export function unknownFormats(ajv: Ajv, schema: unknown): Problem[] {
  const problems: Problem[] = []
  const known = () => Object.keys(ajv.formats).sort().join(', ')
  const visit = (node: unknown, pointer: string, depth: number): void => {
    if (depth > 64)
      return
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, depth + 1))
      return
    }
    if (!isPlainObject(node))
      return
    if (typeof node.format === 'string' && !ajv.formats[node.format]) {
      problems.push({
        kind: 'unknown-format',
        severity: 'warning',
        in: 'schema',
        pointer: `${pointer}/format`,
        message: `No validator knows the format "${node.format}": the form does not check it and no renderer draws it.`,
        fix: `Use a known format (${known()}), or declare it in a family's \`formats\` (or with \`addFormats\`).`,
      })
    }
    for (const [key, value] of Object.entries(node)) {
      // `enum`, `const`, `default` and `examples` hold values, not schemas.
      if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples')
        visit(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, depth + 1)
    }
  }
  visit(schema, '', 0)
  return problems
}

/** Where the form shows an error: at the value, or for a missing required property, at that property. */
function errorPath(error: ErrorObject): string {
  const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined
  return missing === undefined ? error.instancePath : `${error.instancePath}/${missing.replaceAll('~', '~0').replaceAll('/', '~1')}`
}

/**
 * The validation errors of `data`, each in the words the form's fields show (the form's error
 * translator, combined as a control combines its errors, without an `i18n` of the host's).
 */
export function dataErrors(validate: ValidateFunction, data: unknown): DataError[] {
  validate(data)
  return (validate.errors ?? []).map(error => ({
    path: errorPath(error),
    keyword: error.keyword,
    message: getCombinedErrorMessage([error], errorTranslator('en'), defaultTranslator, error.parentSchema as JsonSchema | undefined, undefined, errorPath(error)),
  }))
}
