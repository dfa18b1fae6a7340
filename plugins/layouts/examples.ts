import { type FormExample, controlElement as control, horizontalLayout as horizontal, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const layoutsExample: FormExample = {
  id: 'layouts',
  order: 90,
  title: 'Vertical and horizontal layouts',
  group: 'Layouts',
  description: 'A VerticalLayout stacks its elements; a HorizontalLayout puts them in a row from the `sm` breakpoint up. Layouts nest.',
  schema: {
    type: 'object',
    properties: {
      firstName: { type: 'string', title: 'First name' },
      lastName: { type: 'string', title: 'Last name' },
      street: { type: 'string', title: 'Street' },
      zip: { type: 'string', title: 'ZIP' },
      city: { type: 'string', title: 'City' },
      country: { type: 'string', title: 'Country' },
    },
  },
  uischema: vertical(
    horizontal(control('firstName'), control('lastName')),
    control('street'),
    horizontal(control('zip'), control('city'), control('country')),
  ),
  data: { firstName: 'Grace', lastName: 'Hopper', city: 'Arlington' },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [layoutsExample]
