import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the boolean family: a checkbox, or a switch. */
export const booleanPalette: PaletteEntry[] = [
  { id: 'boolean', label: 'Checkbox', group: 'choice', icon: 'i-lucide-square-check', property: { type: 'boolean' } },
  { id: 'switch', label: 'Switch', group: 'choice', icon: 'i-lucide-toggle-right', property: { type: 'boolean' }, options: { toggle: true } },
]
