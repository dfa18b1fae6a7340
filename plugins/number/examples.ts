import { type FormExample, controlElement as control, horizontalLayout as horizontal, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const numberExample: FormExample = {
  id: 'number',
  title: 'Number and integer',
  group: 'Number',
  description: 'UInputNumber with schema `minimum` / `maximum`; `step` defaults to 1 for integers and 0.1 for numbers. The data stays a number.',
  schema: {
    type: 'object',
    properties: {
      age: { type: 'integer', title: 'Age', minimum: 0, maximum: 120, description: 'integer, 0 to 120, step 1.' },
      height: { type: 'number', title: 'Height (m)', minimum: 0.5, maximum: 2.5, description: 'number, step 0.1 by default.' },
      price: { type: 'number', title: 'Price', minimum: 0, description: 'step 0.25, formatted as euros through inputNumber.' },
      quantity: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 10, description: 'inputNumber: { orientation: "vertical" }.' },
    },
  },
  uischema: vertical(
    horizontal(
      control('age', { showUnfocusedDescription: true }),
      control('height', { showUnfocusedDescription: true }),
    ),
    horizontal(
      control('price', { step: 0.25, showUnfocusedDescription: true, inputNumber: { formatOptions: { style: 'currency', currency: 'EUR' } } }),
      control('quantity', { showUnfocusedDescription: true, inputNumber: { orientation: 'vertical' } }),
    ),
  ),
  data: { age: 36, height: 1.7, price: 9.75 },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [numberExample]
