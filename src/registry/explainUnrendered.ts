import { type JsonSchema, Resolve, type UISchemaElement } from '@jsonforms/core'

/** A one-line reason why no renderer took this UI-schema element, for the visible placeholder. */
export function explainUnrendered(uischema: unknown, rootSchema: JsonSchema | undefined): string {
  if (!uischema || typeof uischema !== 'object')
    return 'This part of the UI schema is not an object.'
  const element = uischema as UISchemaElement & { scope?: unknown }
  if (typeof element.type !== 'string')
    return 'This UI-schema element has no `type`.'
  if (element.type !== 'Control')
    return `No renderer is registered for UI-schema elements of type "${element.type}".`
  if (typeof element.scope !== 'string')
    return 'This Control has no `scope` string.'
  const schema = resolveSafely(rootSchema, element.scope)
  if (!schema)
    return `The scope "${element.scope}" points to nothing in the schema.`
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ?? 'untyped'
  return `No renderer matches the field at "${element.scope}" (schema type: ${type}).`
}

function resolveSafely(rootSchema: JsonSchema | undefined, scope: string): JsonSchema | undefined {
  if (!rootSchema)
    return undefined
  try {
    return Resolve.schema(rootSchema, scope, rootSchema)
  }
  catch {
    return undefined
  }
}
