import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the pin family: a four-digit code (the pattern gives the cells and the digit keyboard). */
export const pinPalette: PaletteEntry[] = [
  { id: 'pin', label: 'PIN', group: 'input', icon: 'i-lucide-rectangle-ellipsis', property: { type: 'string', pattern: '^[0-9]{4}$' }, options: { format: 'pin' } },
]
