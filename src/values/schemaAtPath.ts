import { type JsonSchema, Resolve } from '@jsonforms/core'
import { isPlainObject } from './plainObject'

/** The schema a `$ref` names (in `rootSchema`), or the schema itself; undefined for a reference that resolves to nothing. */
function resolved(node: unknown, rootSchema: unknown): unknown {
  if (!isPlainObject(node) || typeof node.$ref !== 'string')
    return node
  try {
    return Resolve.schema(rootSchema as JsonSchema, node.$ref, rootSchema as JsonSchema)
  }
  catch {
    return undefined
  }
}

/** The schema of one step down from `node`: an array item, or a property (of its own `properties` or of an `allOf` part's). */
function childSchema(node: Record<string, unknown>, segment: string, rootSchema: unknown): unknown {
  if (/^\d+$/.test(segment) && node.items !== undefined)
    return Array.isArray(node.items) ? node.items[Number(segment)] : node.items
  const parts = Array.isArray(node.allOf) ? [node, ...node.allOf] : [node]
  for (const part of parts) {
    const own = resolved(part, rootSchema)
    const properties = isPlainObject(own) ? own.properties : undefined
    if (isPlainObject(properties) && Object.hasOwn(properties, segment))
      return properties[segment]
  }
  return undefined
}

/** The schema of the data at the dotted `path` (object properties, `allOf` parts and array items, `$ref` followed). */
export function schemaAtPath(schema: unknown, path: string, rootSchema: unknown = schema): JsonSchema | undefined {
  let node = resolved(schema, rootSchema)
  for (const segment of path ? path.split('.') : []) {
    if (!isPlainObject(node))
      return undefined
    node = resolved(childSchema(node, segment, rootSchema), rootSchema)
  }
  return isPlainObject(node) ? node as JsonSchema : undefined
}
