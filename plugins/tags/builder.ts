import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the tags family: a list of strings typed as tags. */
export const tagsPalette: PaletteEntry[] = [
  { id: 'tags', label: 'Tags', group: 'choice', icon: 'i-lucide-tags', property: { type: 'array', items: { type: 'string' } }, options: { format: 'tags' } },
]
