import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const oneOfExample: FormExample = {
  id: 'one-of',
  title: 'oneOf variants',
  group: 'Combinators',
  description: 'A `oneOf` of object schemas: a USelect picks the variant, its sub-form follows. Labels come from `title` or from a `const` + `title` discriminator. Switch, then switch back or press Undo: the data you left is restored.',
  schema: {
    type: 'object',
    properties: {
      customer: { type: 'string', title: 'Customer' },
      payment: {
        title: 'Payment method',
        oneOf: [
          {
            type: 'object',
            properties: {
              method: { type: 'string', const: 'card', title: 'Credit card' },
              holder: { type: 'string', title: 'Card holder' },
              number: { type: 'string', title: 'Card number', maxLength: 19 },
            },
            required: ['method', 'number'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: {
              method: { type: 'string', const: 'transfer', title: 'Bank transfer' },
              iban: { type: 'string', title: 'IBAN' },
              reference: { type: 'string', title: 'Reference', default: 'INVOICE' },
            },
            required: ['method', 'iban'],
            additionalProperties: false,
          },
          {
            title: 'Cash on delivery',
            type: 'object',
            properties: { change: { type: 'boolean', title: 'Bring change' } },
            additionalProperties: false,
          },
        ],
      },
    },
  },
  uischema: vertical(control('customer'), control('payment')),
  data: { customer: 'Ada Lovelace', payment: { method: 'card', holder: 'Ada Lovelace', number: '4111 1111 1111 1111' } },
}

export const anyOfExample: FormExample = {
  id: 'any-of',
  title: 'anyOf and the select menu',
  group: 'Combinators',
  description: 'An `anyOf` works the same. `selectMenu: {}` gives a searchable USelectMenu; variants may be `$ref`s or plain values (a string, a number). The initial variant is the first one the data fits.',
  schema: {
    type: 'object',
    definitions: {
      email: { title: 'Email', type: 'object', properties: { address: { type: 'string', title: 'Address', format: 'email' } }, required: ['address'], additionalProperties: false },
      phone: { title: 'Phone', type: 'object', properties: { number: { type: 'string', title: 'Number' }, sms: { type: 'boolean', title: 'Accepts text messages' } }, required: ['number'], additionalProperties: false },
    },
    properties: {
      contact: { title: 'Preferred contact', anyOf: [{ $ref: '#/definitions/email' }, { $ref: '#/definitions/phone' }] },
      budget: { title: 'Budget', anyOf: [{ type: 'number', title: 'Amount', minimum: 0 }, { type: 'string', title: 'Description' }] },
    },
  },
  uischema: vertical(
    control('contact', { selectMenu: { variant: 'subtle' } }),
    control('budget', { select: { variant: 'soft' } }),
  ),
  data: { contact: { number: '+33 1 23 45 67 89', sms: true }, budget: 1500 },
}

export const typeListExample: FormExample = {
  id: 'type-list',
  title: 'Type lists (mixed types)',
  group: 'Combinators',
  description: 'A `type` list of several types (`["integer", "string"]`) gets a type selector and the chosen type\'s control. Switch from Number to Text and back: each type keeps the value you gave it; "No value" stores `null` when the list holds `"null"`.',
  schema: {
    type: 'object',
    properties: {
      timeout: { type: ['integer', 'string'], title: 'Timeout (seconds, or a duration such as "5m")', minimum: 0 },
      tag: { type: ['string', 'number', 'null'], title: 'Tag' },
    },
  },
  uischema: vertical(control('timeout'), control('tag')),
  data: { timeout: 30, tag: null },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [oneOfExample, anyOfExample, typeListExample]
