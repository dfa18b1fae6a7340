import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const sliderExample: FormExample = {
  id: 'slider',
  title: 'Slider',
  group: 'Slider',
  description: '`slider: true` (or an object of USlider props) on a number with schema `minimum` and `maximum`. `multipleOf` sets the step unless `step` is given; the badge shows the value, `hideValue` keeps only the tooltip.',
  schema: {
    type: 'object',
    properties: {
      volume: { type: 'integer', title: 'Volume', minimum: 0, maximum: 100, description: 'slider: true, step 1.' },
      budget: { type: 'integer', title: 'Budget', minimum: 0, maximum: 5000, multipleOf: 250, description: 'multipleOf: 250 drives the step.' },
      opacity: { type: 'number', title: 'Opacity', minimum: 0, maximum: 1, description: 'step: 0.05, hideValue: true (hover or focus the thumb for the tooltip).' },
      temperature: { type: 'number', title: 'Temperature', minimum: -10, maximum: 40, description: 'slider: { color: "neutral", size: "lg" }, empty until you move it.' },
    },
  },
  uischema: vertical(
    control('volume', { slider: true, showUnfocusedDescription: true }),
    control('budget', { slider: true, showUnfocusedDescription: true }),
    control('opacity', { slider: true, step: 0.05, hideValue: true, showUnfocusedDescription: true }),
    control('temperature', { slider: { color: 'neutral', size: 'lg' }, clearable: true, showUnfocusedDescription: true }),
  ),
  data: { volume: 40, budget: 1500, opacity: 0.8 },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [sliderExample]
