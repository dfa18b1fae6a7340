import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the number family. */
export const numberPalette: PaletteEntry[] = [
  { id: 'number', label: 'Number', group: 'input', icon: 'i-lucide-hash', property: { type: 'number' } },
  { id: 'integer', label: 'Integer', group: 'input', icon: 'i-lucide-binary', property: { type: 'integer' } },
]

/** Options of the number input. `step` has no fixed default: 1 for an integer, 0.1 for a number. */
export const numberOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    step: {
      type: 'number',
      exclusiveMinimum: 0,
      title: 'Step',
      description: 'Step of the increment and decrement buttons (1 for an integer, 0.1 for a number when unset).',
    },
  },
}
