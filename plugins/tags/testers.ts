import { and, optionIs, rankWith, schemaMatches, uiTypeIs } from '@jsonforms/core'
import { ranks } from 'nuxt-ui-jsonforms/kit'
import { isStringArraySchema } from './tags'

/** An array of strings with `options.format: "tags"`; the explicit format beats any other array renderer. */
export const tagsTester = rankWith(ranks.format, and(uiTypeIs('Control'), optionIs('format', 'tags'), schemaMatches(schema => isStringArraySchema(schema))))
