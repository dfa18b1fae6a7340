import type { UISchemaElement } from '@jsonforms/core'
import { type FormExample, controlElement as control, horizontalLayout as horizontal, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const layoutsExample: FormExample = {
  id: 'layouts',
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

export const groupExample: FormExample = {
  id: 'group',
  title: 'Group',
  group: 'Layouts',
  description: 'A Group renders a UCard titled with its label, its elements stacked inside. `card` is spread onto UCard (here `variant: "subtle"`); a rule on a Group applies to everything in it.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      email: { type: 'string', title: 'Email', format: 'email' },
      shipToOtherAddress: { type: 'boolean', title: 'Ship to another address' },
      street: { type: 'string', title: 'Street' },
      city: { type: 'string', title: 'City' },
    },
  },
  uischema: vertical(
    { type: 'Group', label: 'Contact', elements: [horizontal(control('name'), control('email'))] } as UISchemaElement,
    control('shipToOtherAddress'),
    {
      type: 'Group',
      label: 'Shipping address',
      options: { card: { variant: 'subtle' } },
      rule: { effect: 'SHOW', condition: { scope: '#/properties/shipToOtherAddress', schema: { const: true } } },
      elements: [control('street'), control('city')],
    } as UISchemaElement,
  ),
  data: { name: 'Ada Lovelace', shipToOtherAddress: true },
}

export const labelExample: FormExample = {
  id: 'label',
  title: 'Label',
  group: 'Layouts',
  description: 'A Label renders its text as a heading: `level` 1 to 6 (default 3), a USeparator under it unless `separator: false`, and `style` as inline CSS.',
  schema: {
    type: 'object',
    properties: {
      username: { type: 'string', title: 'Username' },
      password: { type: 'string', title: 'Password', format: 'password' },
      newsletter: { type: 'boolean', title: 'Newsletter' },
    },
  },
  uischema: vertical(
    { type: 'Label', text: 'Account', options: { level: 2 } } as UISchemaElement,
    horizontal(control('username'), control('password')),
    { type: 'Label', text: 'Notifications', options: { separator: false, style: { letterSpacing: '0.05em', textTransform: 'uppercase' } } } as UISchemaElement,
    control('newsletter'),
  ),
  data: {},
}

/** This family's gallery examples; the playground collects them. */
export const examples = [layoutsExample, groupExample, labelExample]
