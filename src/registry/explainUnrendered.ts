import { type JsonSchema, Resolve, type UISchemaElement } from '@jsonforms/core'
import type { coreMessages } from '../i18n/coreMessages'
import type { MessageValues } from '../i18n/messages'

/** A translatable reason: a key of the core messages and the values of its placeholders. */
export interface UnrenderedReason {
  key: keyof typeof coreMessages
  values?: MessageValues
}

/** Why no renderer took this UI-schema element, for the visible placeholder. */
export function explainUnrendered(uischema: unknown, rootSchema: JsonSchema | undefined): UnrenderedReason {
  if (!uischema || typeof uischema !== 'object')
    return { key: 'nui.unrendered.notObject' }
  const element = uischema as UISchemaElement & { scope?: unknown }
  if (typeof element.type !== 'string')
    return { key: 'nui.unrendered.noType' }
  if (element.type !== 'Control')
    return { key: 'nui.unrendered.unknownType', values: { type: element.type } }
  if (typeof element.scope !== 'string')
    return { key: 'nui.unrendered.noScope' }
  const schema = resolveSafely(rootSchema, element.scope)
  if (!schema)
    return { key: 'nui.unrendered.scopeMissing', values: { scope: element.scope } }
  const schemaType = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ?? 'untyped'
  return { key: 'nui.unrendered.noMatch', values: { scope: element.scope, schemaType } }
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
