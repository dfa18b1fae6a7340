import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the slider family: a bounded integer (a slider needs both bounds). */
export const sliderPalette: PaletteEntry[] = [
  { id: 'slider', label: 'Slider', group: 'input', icon: 'i-lucide-sliders-horizontal', property: { type: 'integer', minimum: 0, maximum: 100 }, options: { slider: true } },
]
