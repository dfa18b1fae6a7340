import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the pin family: a four-digit code (the pattern gives the cells and the digit keyboard). */
export const pinPalette: PaletteEntry[] = [
  { id: 'pin', label: 'PIN', group: 'input', icon: 'i-lucide-rectangle-ellipsis', property: { type: 'string', pattern: '^[0-9]{4}$' }, options: { format: 'pin' } },
]

/** Options of the pin input. `format: "pin"`, which selects it, is left out. */
export const pinOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    length: {
      type: 'integer',
      minimum: 1,
      title: 'Cells',
      description: 'Number of cells; the schema maxLength, else the pattern\'s length, else 4, when unset.',
    },
    type: {
      type: 'string',
      enum: ['text', 'number'],
      title: 'Input type',
      description: 'number accepts digits only and opens the numeric keyboard; text accepts any character.',
    },
    mask: {
      type: 'boolean',
      title: 'Mask',
      description: 'Mask the typed characters, like a password.',
    },
    otp: {
      type: 'boolean',
      title: 'One-time code',
      description: 'Let the browser fill the code from an SMS.',
    },
  },
}
