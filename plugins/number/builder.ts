import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the number family. */
export const numberPalette: PaletteEntry[] = [
  { id: 'number', label: 'Number', group: 'input', icon: 'i-lucide-hash', property: { type: 'number' } },
  { id: 'integer', label: 'Integer', group: 'input', icon: 'i-lucide-binary', property: { type: 'integer' } },
]
