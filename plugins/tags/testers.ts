import { type JsonSchema, optionIs, rankWith, uiTypeIs } from '@jsonforms/core'
import { and, isPlainObject, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'

const hasType = (type: unknown, name: string) => type === name || (Array.isArray(type) && type.includes(name))

/**
 * An `array` schema whose `items` is one schema of type `string`: what the tags control can edit.
 * Here rather than in `tags.ts`, which goes with the lazy control.
 */
export function isStringArraySchema(schema: Pick<JsonSchema, 'type' | 'items'> | undefined): boolean {
  if (!schema || !hasType(schema.type, 'array'))
    return false
  const items = schema.items
  return isPlainObject(items) && hasType((items as JsonSchema).type, 'string')
}

/** An array of strings with `options.format: "tags"`; the explicit format beats any other array renderer. */
export const tagsTester = rankWith(ranks.format, and(uiTypeIs('Control'), optionIs('format', 'tags'), schemaMatches(schema => isStringArraySchema(schema))))
