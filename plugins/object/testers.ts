import { rankWith, uiTypeIs } from '@jsonforms/core'
import { and, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'
import { isObjectSchema } from './objectSchema'

/**
 * `ranks.base`: the sub-form is the default renderer of the object type, as a text input is of
 * strings. Everything more specific about an object outranks it: a `oneOf` / `anyOf` variant
 * selector, a rich-text document (`wysiwyg`), a date range. (JSON Forms' vanilla set ranks its
 * object renderer 2 because its own base is 1 too; the order is the same.)
 */
export const objectTester = rankWith(ranks.base, and(uiTypeIs('Control'), schemaMatches((schema, rootSchema) => isObjectSchema(schema, rootSchema))))
