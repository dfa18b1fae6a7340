import { Name, _ } from 'ajv'
import type { ValidateFunction } from 'ajv'
import AjvDraft04 from 'ajv-draft-04'
import Ajv2019 from 'ajv/dist/2019.js'
import Ajv2020 from 'ajv/dist/2020.js'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { type FormatChecks, addFormats } from '../store/formats'
import { recordCompiled } from '../store/compileRoot'
import { type AjvClass, createPlainValidator } from '../store/plainValidator'
import type { CompiledFormat } from '../store/precompiled'
import { type ClassDraft, classDraftOf } from '../store/schemaDraft'
import { compileValidator } from '../store/splitValidator'
import { formats as ownFormats } from '../store/standaloneFormats'
import { runtimeHelpers } from '../store/standaloneRuntime'
import { formSchema } from '../values/formSchema'

const draftClasses: Record<ClassDraft, AjvClass> = { 'draft-04': AjvDraft04 as unknown as AjvClass, '2019-09': Ajv2019, '2020-12': Ajv2020 }

/** Where the module AJV's code reads from is found: the name the generated code gives it. */
const runtimeName = 'nuxt-ui-jsonforms:standalone-runtime'
/** A scope value AJV's code generation writes as a CommonJS import of a module (`const func2 = ` that of `ajv/dist/runtime/ucs2length`'s default). */
const requireCall = /(?<=[;\n}]const [\w$]+ = )require\(("[^"\\]*")\)/g

/** What the build writes for a schema: the validator's module, or why it could not be compiled. */
export type Precompiled = { code: string } | { error: string }

/** What the module written for a schema imports: the registry and AJV's run time, by their paths. */
export interface PrecompileImports {
  /** The module of `registerPrecompiled` (`src/store/precompiled`). */
  registry: string
  /** The module of AJV's run-time helpers (`src/store/standaloneRuntime`). */
  runtime: string
  /** The module of the formats (`src/store/standaloneFormats`), imported only by a validator that checks one. */
  formats: string
}

/**
 * The names of the formats `schema` names at any depth (a `format` holding a string): over-counting
 * one (a property named `format`) only makes the form check one more format.
 */
function namedFormats(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof schema !== 'object' || schema === null || seen.has(schema))
    return found
  seen.add(schema)
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'format' && typeof value === 'string')
      found.add(value)
    namedFormats(value, found, seen)
  }
  return found
}

/**
 * The ES module of `schema`'s validator, as the form's own validator compiles it (the same options,
 * formats, `ajv-errors`, draft class, split and rewrites), written by AJV's standalone code
 * generation: `export default` is the schema itself, tied to its compiled functions
 * (`registerPrecompiled`). `formats` are the families' (`formatsOf`); a form whose families check
 * the schema's formats otherwise compiles it at run time. A schema the form's validator cannot
 * compile, or whose code needs more of AJV than its run-time helpers, gives the reason instead.
 */
export function precompileSchema(schema: unknown, formats: FormatChecks, imports: PrecompileImports): Precompiled {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    return { error: 'the schema is not an object' }
  const form = formSchema(schema as never, undefined)
  const draft = classDraftOf(form)
  // AJV's code reads the formats from the runtime module, written as a CommonJS import and replaced below.
  const options = { code: { source: true, esm: true, formats: _`${new Name('require')}(${runtimeName}).formats` } }
  const ajv = addFormats(createPlainValidator(options, draft && draftClasses[draft]), formats)
  // The keywords the split asks about (`propertyOrder`), as this validator answers them.
  const keywords = new Set<string>()
  const getKeyword = ajv.getKeyword.bind(ajv)
  ajv.getKeyword = (keyword: string) => {
    const known = getKeyword(keyword)
    if (known)
      keywords.add(keyword)
    return known
  }
  let compiled: (ValidateFunction | null)[]
  try {
    compiled = recordCompiled(ajv, () => compileValidator(ajv, form)).compiled
  }
  catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  const byName = new Map(compiled.flatMap((validate, index) => validate ? [[String(index), validate] as const] : []))
  // AJV writes several functions into one module (their shared values once) only for schemas it
  // holds by key: it is handed the recorded functions under their positions instead.
  const getSchema = ajv.getSchema.bind(ajv)
  ajv.getSchema = ((key: string) => byName.get(key) ?? getSchema(key)) as typeof ajv.getSchema
  let code: string
  try {
    code = standaloneCode(ajv, Object.fromEntries([...byName.keys()].map(index => [`v${index}`, index])))
  }
  catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  // Each module the code names becomes an import of the runtime module's export standing for it.
  let unsupported: string | undefined
  const used = new Set<string>()
  code = code.replace(requireCall, (call, quoted: string) => {
    const name = JSON.parse(quoted) as string
    const helper = name === runtimeName ? 'formats' : Object.hasOwn(runtimeHelpers, name) ? runtimeHelpers[name] : undefined
    if (!helper) {
      unsupported ??= name
      return call
    }
    used.add(helper)
    return helper === 'formats' ? '{ formats: __nuiRuntime_formats }' : `{ default: __nuiRuntime_${helper} }`
  })
  if (unsupported !== undefined || / = require\("/.test(code))
    return { error: `the compiled code needs ${unsupported ?? 'a module'} of AJV` }
  const familyFormats: Record<string, CompiledFormat> = {}
  for (const name of namedFormats(form)) {
    if (!Object.hasOwn(ownFormats, name)) {
      const check = Object.hasOwn(formats, name) ? formats[name] : undefined
      familyFormats[name] = check === undefined ? null : check === true ? true : [check.source, check.flags]
    }
  }
  // Each function with the copy of its schema its errors quote, when the code declares one.
  const scope = ajv.scope as unknown as { getValue: (prefix: string, key: unknown) => { str: string } | undefined }
  const entries = compiled.map((validate, index) => {
    if (!validate)
      return 'null'
    const quoted = scope.getValue('schema', validate.schema)?.str
    return quoted && new RegExp(`[;\\n]const ${quoted} = `).test(code) ? `[v${index}, ${quoted}]` : `[v${index}]`
  })
  const helpers = [...used].filter(helper => helper !== 'formats')
  const opts = ajv.opts as unknown as Record<string, unknown>
  const precompiled = {
    options: Object.fromEntries(['allErrors', '$data', 'removeAdditional', 'useDefaults', 'coerceTypes', 'validateSchema'].map(key => [key, opts[key]])),
    keywords: [...keywords],
    formats: familyFormats,
  }
  return {
    code: [
      `import { registerPrecompiled as __nuiRegister } from ${JSON.stringify(imports.registry)};`,
      ...used.has('formats') ? [`import { formats as __nuiRuntime_formats } from ${JSON.stringify(imports.formats)};`] : [],
      ...helpers.length ? [`import { ${helpers.map(helper => `${helper} as __nuiRuntime_${helper}`).join(', ')} } from ${JSON.stringify(imports.runtime)};`] : [],
      code.replace(/^"use strict";/, ''),
      `const __nuiSchema = JSON.parse(${JSON.stringify(JSON.stringify(schema))});`,
      `export default __nuiRegister(__nuiSchema, { ...${JSON.stringify(precompiled)}, validators: [${entries.join(', ')}] });`,
      '',
    ].join('\n'),
  }
}
