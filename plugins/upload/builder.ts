import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the upload family: one file, stored as a data URL. */
export const uploadPalette: PaletteEntry[] = [
  { id: 'file', label: 'File', group: 'input', icon: 'i-lucide-file-up', property: { type: 'string', format: 'data-url' } },
]
