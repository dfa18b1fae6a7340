import Ajv, { type Options } from 'ajv'
import type AjvCore from 'ajv/dist/core'
import addAjvErrors from 'ajv-errors'
import addAjvFormats from 'ajv-formats'
import { addToolFormats, quietLogger } from './toolFormats'
import { withLinearEnumCheck } from './longEnums'

/** An AJV class: the default one (draft-07 and -06), or `ajv-draft-04`, `ajv/dist/2019` or `ajv/dist/2020`. */
export type AjvClass = new (options?: Options) => AjvCore

/**
 * JSON Forms' own `createAjv` (all errors, verbose, `ajv-formats`), without AJV's optimising pass
 * over the code it generates: a form compiles its schema when it mounts, and the pass takes about
 * half of that compilation (it drops unused variables and folds constants; the checks and their
 * errors are the same). `options.code.optimize` turns it back on. And with `loopRequired: 1`, AJV
 * checks a `required` list in one loop, where it would write a check (and the code building its
 * error) for each name of a list under 200 names: the same errors in the same order, half the
 * compile time of a root that requires a third of 200 fields, and less compiled code kept.
 *
 * With `ownProperties`, AJV checks the data's own properties only: by default it reads a property
 * `constructor` or `toString` of `{}` through the prototype, and reports "must be string" for a
 * field nobody filled in (and no `required` error for it).
 *
 * A long `enum` is checked against the meta-schema in linear time (`withLinearEnumCheck`): AJV's
 * own check compares every pair of its values, minutes for 100 000.
 */
export function createPlainValidator(options?: Options, draft: AjvClass = Ajv): Ajv {
  const ajv = withMetaSchemaSpellings(withLinearEnumCheck(createAjv({ loopRequired: 1, ownProperties: true, ...options, code: { optimize: false, ...options?.code } }, draft)))
  return options || draft !== Ajv ? ajv : withSharedMetaSchema(ajv)
}

/** The meta-schema URIs of json-schema.org drafts: `http` and `https` name the same one. */
const draftMetaUri = /^https?:\/\/json-schema\.org\/(.*)$/

/**
 * Every meta-schema the instance knows under both spellings of its URI (`http://` and `https://`;
 * AJV already drops the empty fragment), draft-06's under draft-07's on AJV's default class (which
 * validates draft-06 as draft-07, a superset of its keywords), the "latest" URI
 * `https://json-schema.org/schema` under 2020-12's, and a root whose `$schema` names a
 * meta-schema the instance does not know checked as one naming none: AJV would otherwise throw
 * "no schema with key or ref" for it, where the form validates it and says which `$schema` it did
 * not know (`unknownMetaSchema`).
 */
function withMetaSchemaSpellings(ajv: Ajv): Ajv {
  const known = Object.entries(ajv.schemas)
  for (const [uri, env] of known) {
    const path = draftMetaUri.exec(uri)?.[1]
    if (!path || !env)
      continue
    // The specification's "latest" URI names its newest draft.
    const alias = path === 'draft-07/schema' ? 'draft-06/schema' : path === 'draft/2020-12/schema' ? 'schema' : undefined
    for (const named of alias ? [path, alias] : [path]) {
      for (const spelling of [`http://json-schema.org/${named}`, `https://json-schema.org/${named}`]) {
        if (!ajv.schemas[spelling] && !ajv.refs[spelling])
          ajv.addMetaSchema(env.schema as object, spelling)
      }
    }
  }
  const knownCheck = ajv.validateSchema.bind(ajv)
  ajv.validateSchema = (schema, throwOrLogError) => {
    const named = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined
    if (typeof named !== 'string' || ajv.schemas[named.replace(/#$/, '')] || ajv.refs[named.replace(/#$/, '')])
      return knownCheck(schema, throwOrLogError)
    const { $schema: _unknown, ...rest } = schema as Record<string, unknown>
    return knownCheck(rest, throwOrLogError)
  }
  return ajv
}

/** A validator with the default options, used only to check schemas against the default meta-schema. */
let schemaChecker: Ajv | undefined

/**
 * AJV checks a schema against its meta-schema before compiling it, and compiles the meta-schema
 * (JSON Schema draft-07) once per AJV instance: a few milliseconds of every form's mount, each
 * form having its own validator. A draft-07 validator with the default options checks a schema that names
 * no `$schema` with one checker per page instead (the same options, formats and error text);
 * a schema naming its `$schema` is checked by the validator itself, which may know more meta-schemas.
 */
function withSharedMetaSchema(ajv: Ajv): Ajv {
  const ownCheck = ajv.validateSchema.bind(ajv)
  ajv.validateSchema = (schema, throwOrLogError) => {
    if (typeof schema !== 'object' || schema === null || (schema as { $schema?: unknown }).$schema !== undefined)
      return ownCheck(schema, throwOrLogError)
    schemaChecker ??= createPlainValidator({})
    try {
      return schemaChecker.validateSchema(schema, throwOrLogError)
    }
    finally {
      ajv.errors = schemaChecker.errors
    }
  }
  return ajv
}

/**
 * JSON Forms' `createAjv` of `@jsonforms/core`, option for option, with `ajv-errors` for the
 * schema's `errorMessage`: imported from there, it would
 * bring AJV into every page that imports anything of JSON Forms' core, form or no form. Its
 * `ajv-formats` is version 2, whose `time` and `date-time` take a time with or without its UTC
 * offset; version 3 calls those `iso-time` and `iso-date-time`, and requires the offset in its own.
 */
function createAjv(options: Options, draft: AjvClass): Ajv {
  // The later drafts' classes are AJV's core with other vocabularies: typed as the default class, as JSON Forms holds them.
  const ajv = new draft({ allErrors: true, verbose: true, strict: false, addUsedSchema: false, logger: quietLogger, ...options }) as Ajv
  addAjvFormats(ajv)
  ajv.addFormat('time', ajv.formats['iso-time']!)
  ajv.addFormat('date-time', ajv.formats['iso-date-time']!)
  // Other tools' formats: the known ones checked, the rest ignored without a warning (`quietLogger`).
  addToolFormats(ajv)
  // A schema's own `errorMessage` (ajv-errors), which needs every error of the data.
  if (ajv.opts.allErrors)
    withoutSchemaCheck(ajv, () => addAjvErrors(ajv))
  return ajv
}

/**
 * Runs `add` with the meta-schema check off: a keyword's own meta-schema (ajv-errors' `errorMessage`)
 * is the package's, and checking it would compile draft-07's meta-schema in every validator.
 */
function withoutSchemaCheck(ajv: Ajv, add: () => void): void {
  const { validateSchema } = ajv.opts
  ajv.opts.validateSchema = false
  try {
    add()
  }
  finally {
    ajv.opts.validateSchema = validateSchema
  }
}
