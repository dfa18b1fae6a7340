import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

const choices = ['One', 'Two', 'Three']

/** What the builder's palette offers from the choice family. */
export const choicePalette: PaletteEntry[] = [
  { id: 'select-menu', label: 'Select menu', group: 'choice', icon: 'i-lucide-chevrons-up-down', property: { type: 'string', enum: choices } },
  { id: 'select', label: 'Select', group: 'choice', icon: 'i-lucide-square-menu', property: { type: 'string', enum: choices }, options: { format: 'select' } },
  { id: 'radio', label: 'Radio group', group: 'choice', icon: 'i-lucide-circle-dot', property: { type: 'string', enum: choices }, options: { format: 'radio' } },
  { id: 'multi-enum', label: 'Multiple choice', group: 'choice', icon: 'i-lucide-list-checks', property: { type: 'array', uniqueItems: true, items: { type: 'string', enum: choices } } },
]

/** The palette group the choice family introduces, between the core's `input` and `structure`. */
export const choicePaletteGroups: Readonly<Record<string, string>> = { choice: 'Choice' }
