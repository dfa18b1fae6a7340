import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the __family__ family. */
export const __family__Palette: PaletteEntry[] = [
  { id: '__family__', label: '__Family__', group: 'input', icon: 'i-lucide-square-pen', property: { type: 'string', format: '__family__' } },
]
