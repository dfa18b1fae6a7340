import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const ratingExample: FormExample = {
  id: 'rating',
  title: 'Rating',
  group: 'Rating',
  description: '`format: "rating"` on a number renders a UInputRating. `length` defaults to the schema `maximum`; an optional field clears when you click its current rating again.',
  schema: {
    type: 'object',
    properties: {
      overall: { type: 'integer', title: 'Overall', minimum: 1, maximum: 5, description: 'Required: clicking the current rating keeps it.' },
      service: { type: 'integer', title: 'Service', maximum: 10, description: 'Optional, length 10 from maximum: click the current rating again to clear it.' },
      value: { type: 'number', title: 'Value for money', description: 'No maximum: 5 icons; inputRating: { step: 0.5, color: "warning" }, hideValue: true.' },
    },
    required: ['overall'],
  },
  uischema: vertical(
    control('overall', { format: 'rating', showUnfocusedDescription: true }),
    control('service', { format: 'rating', showUnfocusedDescription: true }),
    control('value', { format: 'rating', hideValue: true, showUnfocusedDescription: true, inputRating: { step: 0.5, color: 'warning' } }),
  ),
  data: { overall: 4, service: 7, value: 3.5 },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [ratingExample]
