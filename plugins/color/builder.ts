import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the colour family. */
export const colorPalette: PaletteEntry[] = [
  { id: 'color', label: 'Colour', group: 'input', icon: 'i-lucide-palette', property: { type: 'string', format: 'color' } },
]
