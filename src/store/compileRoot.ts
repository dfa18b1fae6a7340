import type Ajv from 'ajv'
import type { AnySchema, ValidateFunction } from 'ajv'

/**
 * `ajv.compile(schema)`, also for a root without an id that refers to itself (`$ref: "#"`, a tree
 * whose `children` are items of the root). The form's validator does not register the schemas it
 * compiles (`addUsedSchema: false`, as in JSON Forms, so that an edited schema keeping its `$id`
 * compiles again), and AJV then finds no schema for the empty id `#` names: "can't resolve
 * reference # from id #". Such a root is compiled as the one schema of the instance without a key
 * or id, which AJV resolves `#` to, and taken out again at once: nothing stays registered, and
 * every other `$ref` resolves from the same (empty) base as before.
 */
export function compileRoot(ajv: Ajv, schema: AnySchema): ValidateFunction {
  const record = recorders.get(ajv)
  if (!record)
    return compileRootOnce(ajv, schema)
  try {
    const compiled = compileRootOnce(ajv, schema)
    record.push(compiled)
    return compiled
  }
  catch (error) {
    record.push(null)
    throw error
  }
}

/** Per validator being recorded: what each `compileRoot` call gave, in order (null: it threw). */
const recorders = new WeakMap<Ajv, (ValidateFunction | null)[]>()

/**
 * Runs `compile` and returns what it returned with what each `compileRoot` call on `ajv` gave
 * meanwhile, in order (null for a call that threw): the functions a form's validator is made of,
 * which the build writes out (`precompileSchema`) and a form replays (`replayValidator`).
 */
export function recordCompiled<T>(ajv: Ajv, compile: () => T): { result: T, compiled: (ValidateFunction | null)[] } {
  const compiled: (ValidateFunction | null)[] = []
  recorders.set(ajv, compiled)
  try {
    return { result: compile(), compiled }
  }
  finally {
    recorders.delete(ajv)
  }
}

function compileRootOnce(ajv: Ajv, schema: AnySchema): ValidateFunction {
  try {
    return ajv.compile(schema)
  }
  catch (error) {
    if ((error as { missingRef?: unknown }).missingRef !== '' || ajv.schemas[''] || ajv.refs[''])
      throw error
    // The failed compilation left the schema in AJV's cache, under the id it could not resolve.
    ajv.removeSchema(schema)
    try {
      return ajv.addSchema(schema).getSchema('')!
    }
    finally {
      ajv.removeSchema('')
    }
  }
}
