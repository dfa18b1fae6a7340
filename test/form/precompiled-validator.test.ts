import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { type ExampleDescription, getExamples } from '@jsonforms/examples'
import type { ValidateFunction } from 'ajv'
import { describe, expect, it } from 'vitest'
import type { CorpusSchema } from '../../scripts/build-schema-corpus'
import { createAjv, libraryFormats } from '../../presets/ajv'
import { serverFormats } from '../../presets/server'
import { precompileSchema } from '../../src/integrations/precompileSchema'
import { importPrecompiled } from '../helpers/precompiledModule'
import { precompiledFor, replayValidator } from '../../src/store/precompiled'
import { formats } from '../../src/store/standaloneFormats'
import { classDraftOf } from '../../src/store/schemaDraft'
import { compileValidator } from '../../src/store/splitValidator'
import { draftClassLoaders } from '../../src/store/validator'
import { type ExternalSchemas, bundleRefs } from '../../src/values/bundleRefs'
import { formSchema } from '../../src/values/formSchema'

/**
 * A schema's validator compiled at build time (`precompileSchema`, the module the Vite plugin
 * writes for `?validator`) gives the errors of the validator a form compiles at run time: the same
 * errors, in the same order, with the same paths, messages, params and quoted schemas, on every
 * example of `@jsonforms/examples` and every schema of the corpus, for their data and for each root
 * property holding values of every JSON type.
 */

/** Values of every JSON type, and strings that miss common formats and lengths. */
const probes: unknown[] = [null, 0, -1, 1.5, 1e21, '', 'a', 'not an email', '2024-13-45', 'x'.repeat(300), true, false, [], [1, 'a'], {}, { a: 1 }]

function dataOf(data: unknown, schema: unknown): unknown[] {
  const values: unknown[] = [data, {}, null, 'a', 1, []]
  const root = typeof data === 'object' && data !== null && !Array.isArray(data) ? data as Record<string, unknown> : {}
  const properties = (schema as { properties?: Record<string, unknown> }).properties
  const names = [...new Set([...Object.keys(root), ...Object.keys(typeof properties === 'object' && properties !== null ? properties : {})])].slice(0, 40)
  for (const name of names) {
    for (const probe of probes)
      values.push({ ...root, [name]: probe })
  }
  return values
}

async function runTimeValidator(schema: object): Promise<ValidateFunction> {
  const draft = classDraftOf(schema)
  return compileValidator(createAjv(undefined, draft && await draftClassLoaders[draft]()), schema)
}

const errorsOf = (validate: ValidateFunction, data: unknown) => (validate(data) ? [] : validate.errors)

/** Whether the build-time validator of `schema` gives the run time's errors for each data; what it could not compile. */
async function compare(schema: object, data: unknown): Promise<string | undefined> {
  let runTime: ValidateFunction | undefined
  try {
    runTime = await runTimeValidator(formSchema(schema as never, undefined))
  }
  catch {
    // The form says why it cannot validate such a schema; the build leaves it to the run time.
  }
  const module = await importPrecompiled(schema)
  if ('error' in module) {
    return runTime ? module.error : undefined
  }
  expect(runTime, 'the build compiled what the run time does not').toBeDefined()
  const form = formSchema(module.schema as never, undefined)
  const precompiled = precompiledFor(form, () => libraryFormats)
  expect(precompiled).toBeDefined()
  const replayed = replayValidator(precompiled!, form)
  for (const value of dataOf(data, form)) {
    const [got, wanted] = [errorsOf(replayed, structuredClone(value)), errorsOf(runTime!, structuredClone(value))]
    if (!isDeepStrictEqual(got, wanted))
      return `differs for ${JSON.stringify(value)?.slice(0, 80)}: ${JSON.stringify(got)?.slice(0, 300)} / ${JSON.stringify(wanted)?.slice(0, 300)}`
  }
  return undefined
}

describe('validators compiled at build time', () => {
  it('read each format from the checks the form\'s validator holds', () => {
    const ajv = createAjv()
    const families = new Set(Object.keys(libraryFormats))
    const held = Object.keys(ajv.formats).filter(name => !families.has(name) || Object.hasOwn(formats, name))
    expect(Object.keys(formats).sort()).toEqual(held.sort())
    for (const name of held)
      expect(formats[name], name).toBe(ajv.formats[name])
  })

  it('import the formats only when the code calls one, and AJV\'s helpers only those it calls', () => {
    const imports = { registry: '/lib/precompiled.js', runtime: '/lib/standaloneRuntime.js', formats: '/lib/standaloneFormats.js' }
    const importsOf = (schema: object) => {
      const module = precompileSchema(schema, serverFormats, imports)
      if ('error' in module)
        throw new Error(module.error)
      return [...module.code.matchAll(/^import \{ (.*) \} from "(.*)";$/gm)].map(([, names, from]) => `${names} from ${from}`)
    }
    expect(importsOf({ type: 'object', properties: { a: { type: 'string', maxLength: 3 }, b: { type: 'number' } } })).toEqual([
      'registerPrecompiled as __nuiRegister from /lib/precompiled.js',
      'ucs2length as __nuiRuntime_ucs2length from /lib/standaloneRuntime.js',
    ])
    // An email is a regular expression, which AJV writes into the code; a date is a function of the formats.
    expect(importsOf({ type: 'object', properties: { a: { type: 'string', format: 'email' }, b: { type: 'string', format: 'date' } } })).toEqual([
      'registerPrecompiled as __nuiRegister from /lib/precompiled.js',
      'formats as __nuiRuntime_formats from /lib/standaloneFormats.js',
    ])
  })

  it('give the run time\'s errors on every JSON Forms example', async () => {
    const examples: ExampleDescription[] = getExamples()
    const left: string[] = []
    // A schema generated from the data (none given) is no static schema.
    for (const example of examples.filter(example => typeof example.schema === 'object')) {
      const reason = await compare(example.schema as object, example.data)
      if (reason)
        left.push(`${example.name}: ${reason}`)
    }
    expect(left).toEqual([])
  })

  it('give the run time\'s errors on every schema of the corpus', { timeout: 300_000 }, async () => {
    const corpus = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/schema-corpus.json'), 'utf8')) as CorpusSchema[]
    const left: string[] = []
    for (const entry of corpus) {
      const schemas = entry.schemas && Object.fromEntries(entry.schemas.map(document => [document.uri, document.schema]))
      // The other documents bundled in, as a JSON file holding them all (what the build reads).
      const reason = await compare(JSON.parse(JSON.stringify(bundleRefs(entry.schema as never, schemas as ExternalSchemas | undefined))) as object, undefined)
      if (reason)
        left.push(`${entry.id}: ${reason}`)
    }
    expect(left).toEqual([])
  })
})
