import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the text family. */
export const textPalette: PaletteEntry[] = [
  { id: 'text', label: 'Text', group: 'input', icon: 'i-lucide-type', property: { type: 'string' } },
  { id: 'email', label: 'Email', group: 'input', icon: 'i-lucide-mail', property: { type: 'string', format: 'email' } },
  { id: 'textarea', label: 'Textarea', group: 'input', icon: 'i-lucide-align-left', property: { type: 'string' }, options: { multi: true } },
  // The password input is chosen by the schema `format`, not by an option.
  { id: 'password', label: 'Password', group: 'input', icon: 'i-lucide-key-round', property: { type: 'string', format: 'password' } },
]
