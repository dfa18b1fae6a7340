import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { tagsDefaults } from './options'

/** What the builder's palette offers from the tags family: a list of strings typed as tags. */
export const tagsPalette: PaletteEntry[] = [
  { id: 'tags', label: 'Tags', group: 'choice', icon: 'i-lucide-tags', property: { type: 'array', items: { type: 'string' } }, options: { format: 'tags' } },
]

/** Options of the tags input. `format: "tags"` (which selects it) and the common `placeholder` are left out. */
export const tagsOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    delimiter: {
      type: 'string',
      title: 'Delimiter',
      description: 'Separates tags in a pasted list, and ends a tag when typed.',
      default: tagsDefaults.delimiter,
    },
  },
}
