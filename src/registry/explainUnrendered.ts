import { type JsonSchema, Resolve, type UISchemaElement } from '@jsonforms/core'
import type { coreMessages } from '../i18n/coreMessages'
import type { MessageValues } from '../i18n/messages'

/** A translatable reason: a key of the core messages and the values of its placeholders. */
export interface UnrenderedReason {
  key: keyof typeof coreMessages
  values?: MessageValues
}

/**
 * Why no renderer took this UI-schema element, for the visible placeholder. Its scope is resolved
 * in `schema` (the schema the element sits in), references in `rootSchema`.
 */
export function explainUnrendered(uischema: unknown, schema: JsonSchema | undefined, rootSchema: JsonSchema | undefined = schema): UnrenderedReason {
  if (!uischema || typeof uischema !== 'object')
    return { key: 'nui.unrendered.notObject' }
  const element = uischema as UISchemaElement & { scope?: unknown }
  if (typeof element.type !== 'string')
    return { key: 'nui.unrendered.noType' }
  if (element.type !== 'Control')
    return { key: 'nui.unrendered.unknownType', values: { type: element.type } }
  if (typeof element.scope !== 'string')
    return { key: 'nui.unrendered.noScope' }
  const target = resolveSafely(schema ?? rootSchema, element.scope, rootSchema)
  if (!target)
    return { key: 'nui.unrendered.scopeMissing', values: { scope: element.scope } }
  return { key: 'nui.unrendered.noMatch', values: { scope: element.scope, schemaType: describeType(target.type) } }
}

/** A schema's `type` as the notice shows it: `string`, `string | null`, `untyped`, or the odd value as JSON. */
function describeType(type: unknown): string {
  if (type === undefined)
    return 'untyped'
  if (typeof type === 'string')
    return type
  if (Array.isArray(type) && type.every(part => typeof part === 'string'))
    return type.join(' | ')
  return JSON.stringify(type) ?? String(type)
}

function resolveSafely(schema: JsonSchema | undefined, scope: string, rootSchema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema)
    return undefined
  try {
    return Resolve.schema(schema, scope, rootSchema ?? schema)
  }
  catch {
    return undefined
  }
}
