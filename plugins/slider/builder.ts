import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the slider family: a bounded integer (a slider needs both bounds). */
export const sliderPalette: PaletteEntry[] = [
  { id: 'slider', label: 'Slider', group: 'input', icon: 'i-lucide-sliders-horizontal', property: { type: 'integer', minimum: 0, maximum: 100 }, options: { slider: true } },
]

/**
 * Options of the slider. `slider` itself (which selects the renderer, or carries `USlider` props)
 * is left out; the bounds are the schema's `minimum` / `maximum`.
 */
export const sliderOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    step: {
      type: 'number',
      exclusiveMinimum: 0,
      title: 'Step',
      description: 'Step between values; wins over the schema multipleOf (else 1).',
    },
    hideValue: {
      type: 'boolean',
      title: 'Hide value',
      description: 'Hide the badge showing the value beside the slider.',
    },
  },
}
