import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the rating family: five stars. */
export const ratingPalette: PaletteEntry[] = [
  { id: 'rating', label: 'Rating', group: 'input', icon: 'i-lucide-star', property: { type: 'integer', minimum: 0, maximum: 5 }, options: { format: 'rating' } },
]
