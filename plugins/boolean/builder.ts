import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the boolean family: a checkbox, or a switch. */
export const booleanPalette: PaletteEntry[] = [
  { id: 'boolean', label: 'Checkbox', group: 'choice', icon: 'i-lucide-square-check', property: { type: 'boolean' } },
  { id: 'switch', label: 'Switch', group: 'choice', icon: 'i-lucide-toggle-right', property: { type: 'boolean' }, options: { toggle: true } },
]

/** Options of a boolean field: the one renderer draws both widgets, so `toggle` switches between them. */
export const booleanOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    toggle: {
      type: 'boolean',
      title: 'Switch',
      description: 'Render a switch instead of a checkbox.',
    },
  },
}
