import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { colorNotations } from './color'
import { colorDefaults } from './options'

/** What the builder's palette offers from the colour family. */
export const colorPalette: PaletteEntry[] = [
  { id: 'color', label: 'Colour', group: 'input', icon: 'i-lucide-palette', property: { type: 'string', format: 'color' } },
]

/** Options of the colour picker. `format: "color"`, which selects it for a string without the schema format, is left out. */
export const colorOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    colorFormat: {
      type: 'string',
      enum: [...colorNotations],
      title: 'Colour notation',
      description: 'Notation written to the data: hex, rgb, hsl, cmyk or lab.',
      default: colorDefaults.colorFormat,
    },
    showInput: {
      type: 'boolean',
      title: 'Show text field',
      description: 'Show a text field beside the picker, where a colour can be typed in any notation.',
      default: colorDefaults.showInput,
    },
  },
}
