import { type JsonSchema, optionIs, rankWith, uiTypeIs } from '@jsonforms/core'
import { and, or, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'

// Kept free of the component and of any reading code: the registry evaluates it for every control.

type Schema = JsonSchema & { format?: string, items?: unknown }

const isString = (schema: Schema | undefined) => schema?.type === 'string'
const itemsOf = (schema: Schema): Schema | undefined =>
  schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items as Schema : undefined

/** An array of strings: the multi-file shape. */
export function isStringArraySchema(schema: Schema): boolean {
  return schema.type === 'array' && isString(itemsOf(schema))
}

/** `format: "data-url"` on a string, or on an array of strings or on its items. */
export function isDataUrlSchema(schema: Schema): boolean {
  if (isString(schema))
    return schema.format === 'data-url'
  return isStringArraySchema(schema) && (schema.format === 'data-url' || itemsOf(schema)?.format === 'data-url')
}

/**
 * `ranks.format`, like the other widgets chosen by a format: it beats the text input, the array
 * list (base) and the checkbox group (base + 1); `format: "tags"` and `"file"` never meet.
 */
export const uploadTester = rankWith(ranks.format, and(
  uiTypeIs('Control'),
  or(
    schemaMatches(schema => isDataUrlSchema(schema)),
    and(optionIs('format', 'file'), schemaMatches(schema => isString(schema) || isStringArraySchema(schema))),
  ),
))
