import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the rating family: five stars. */
export const ratingPalette: PaletteEntry[] = [
  { id: 'rating', label: 'Rating', group: 'input', icon: 'i-lucide-star', property: { type: 'integer', minimum: 0, maximum: 5 }, options: { format: 'rating' } },
]

/** Options of the rating. `format: "rating"` (which selects it) and the common `clearable` are left out. */
export const ratingOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    length: {
      type: 'integer',
      minimum: 1,
      title: 'Number of icons',
      description: 'Number of icons; the schema maximum, else 5, when unset.',
    },
    icon: {
      type: 'string',
      title: 'Icon',
      description: 'Icon of a filled step, as i-<set>-<name>; the app config star icon when unset.',
    },
    emptyIcon: {
      type: 'string',
      title: 'Empty icon',
      description: 'Icon of an empty step; unset, the filled icon is drawn dimmed.',
    },
    hideValue: {
      type: 'boolean',
      title: 'Hide value',
      description: 'Hide the numeric label (such as 3/5) beside the icons.',
    },
  },
}
