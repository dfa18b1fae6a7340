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
