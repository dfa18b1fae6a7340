import { type JsonSchema, Resolve } from '@jsonforms/core'
import { isPlainObject } from './plainObject'

type Schema = JsonSchema & Record<string, unknown>

/** A schema with its `$ref` followed (once per hop, cycles stop), or `undefined` when it does not resolve. */
export function followRef(schema: unknown, rootSchema: JsonSchema | undefined): Schema | undefined {
  let current = schema
  const seen = new Set<unknown>()
  while (isPlainObject(current) && typeof current.$ref === 'string' && !seen.has(current)) {
    seen.add(current)
    try {
      current = Resolve.schema((rootSchema ?? current) as JsonSchema, current.$ref, (rootSchema ?? current) as JsonSchema)
    }
    catch {
      return undefined
    }
  }
  return isPlainObject(current) && typeof current.$ref !== 'string' ? current as Schema : undefined
}
