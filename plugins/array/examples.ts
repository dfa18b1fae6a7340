import type { JsonSchema7 as JsonSchema, UISchemaElement } from '@jsonforms/core'
import { type FormExample, controlElement as control, horizontalLayout as horizontal, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

const person: JsonSchema = {
  type: 'object',
  properties: {
    name: {
      type: 'object',
      title: 'Name',
      properties: { first: { type: 'string', title: 'First name' }, last: { type: 'string', title: 'Last name' } },
    },
    role: { type: 'string', title: 'Role', enum: ['Author', 'Reviewer', 'Editor'], default: 'Author' },
  },
}
const ada = { name: { first: 'Ada', last: 'Lovelace' }, role: 'Author' }
const members = [ada, { name: { first: 'Grace', last: 'Hopper' }, role: 'Reviewer' }, { name: { first: 'Alan', last: 'Turing' }, role: 'Editor' }]
const personDetail = vertical(horizontal(control('name/properties/first'), control('name/properties/last')), control('role'))

export const arrayCardsExample: FormExample = {
  id: 'array-cards',
  title: 'Arrays of objects as cards',
  group: 'Structures',
  description: 'Each item is a card. Add appends an item from the item schema defaults (role: Author); Remove offers Undo; `showSortButtons` adds Move up / Move down; `elementLabelProp: "name.first"` titles the cards (an empty name shows "Item N"); `detail` lays each item out.',
  schema: { type: 'object', properties: { team: { type: 'array', title: 'Team', items: person } } },
  uischema: vertical(control('team', { showSortButtons: true, elementLabelProp: 'name.first', detail: personDetail })),
  data: { team: members },
}

export const arrayPrimitivesExample: FormExample = {
  id: 'array-primitives',
  title: 'Arrays of strings and numbers',
  group: 'Structures',
  description: 'An array of strings, numbers or booleans gets one labelled input per item, with the same Add, Remove (with Undo) and sort buttons. Arrays of enums and `format: "tags"` arrays have their own widgets.',
  schema: {
    type: 'object',
    properties: {
      links: { type: 'array', title: 'Links', items: { type: 'string', format: 'uri' } },
      scores: { type: 'array', title: 'Scores', items: { type: 'number', minimum: 0, maximum: 10 } },
    },
  },
  uischema: vertical(control('links', { showSortButtons: true }), control('scores')),
  data: { links: ['https://docs.example/forms', 'https://shop.example/catalogue'], scores: [7.5] },
}

export const listWithDetailExample: FormExample = {
  id: 'list-with-detail',
  title: 'List with detail',
  group: 'Structures',
  description: 'A `ListWithDetail` element lists the item titles on one side and the selected item\'s form on the other. It takes the array control\'s options; the selected item can be moved or removed from its header.',
  schema: { type: 'object', properties: { team: { type: 'array', title: 'Team', items: person } } },
  uischema: { type: 'ListWithDetail', scope: '#/properties/team', options: { elementLabelProp: 'name.first', showSortButtons: true, detail: personDetail } } as UISchemaElement,
  data: { team: members },
}

export const arrayLimitsExample: FormExample = {
  id: 'array-limits',
  title: 'Array limits and a stored value that is not a list',
  group: 'Structures',
  description: 'With `minItems: 1` and `maxItems: 3`, Remove and Add are disabled at the limits and a note says why. The second array holds text instead of a list: a note says so, the value is kept, and Add replaces it.',
  schema: {
    type: 'object',
    properties: {
      phones: { type: 'array', title: 'Phone numbers', minItems: 1, maxItems: 3, items: { type: 'string' } },
      emails: { type: 'array', title: 'Email addresses', items: { type: 'string', format: 'email' } },
    },
  },
  uischema: vertical(control('phones'), control('emails')),
  data: { phones: ['+44 20 7946 0000'], emails: 'ada@example.org' },
}

export const arrayTableExample: FormExample = {
  id: 'array-table',
  title: 'Table of flat objects',
  group: 'Structures',
  description: 'With `layout: "table"` an array of objects whose properties are all strings, numbers, booleans or enums is an editable table: a column per property, a row per item, each cell its property\'s control. Add, Remove (with Undo) and Move up / down work as in the list; Tab moves from cell to cell.',
  schema: {
    type: 'object',
    properties: {
      lines: {
        type: 'array',
        title: 'Order lines',
        items: {
          type: 'object',
          properties: {
            product: { type: 'string', title: 'Product', minLength: 1 },
            quantity: { type: 'integer', title: 'Quantity', minimum: 1, default: 1 },
            unit: { type: 'string', title: 'Unit', enum: ['kg', 'pcs', 'l'], default: 'pcs' },
            gift: { type: 'boolean', title: 'Gift wrap' },
          },
          required: ['product'],
        },
      },
    },
  },
  uischema: vertical(control('lines', { layout: 'table', showSortButtons: true, elementLabelProp: 'product' })),
  data: { lines: [{ product: 'Flour', quantity: 2, unit: 'kg' }, { product: 'Candles', quantity: 6, unit: 'pcs', gift: true }] },
}

export const arrayTupleExample: FormExample = {
  id: 'array-tuple',
  title: 'Tuples',
  group: 'Structures',
  description: 'A tuple has one field per position: draft-07 `items` as a list, or 2020-12 `prefixItems`. Each position is labelled by its schema\'s `title` (else "Item N") and drawn by its type\'s control; the items allowed after the positions (`additionalItems`, or `items` beside `prefixItems`) form a list with Add and Remove.',
  schema: {
    type: 'object',
    properties: {
      position: {
        type: 'array',
        title: 'Map position',
        items: [{ type: 'number', title: 'Latitude', minimum: -90, maximum: 90 }, { type: 'number', title: 'Longitude', minimum: -180, maximum: 180 }, { type: 'string', title: 'Place name' }],
      },
      score: {
        type: 'array',
        title: 'Score card',
        prefixItems: [{ type: 'string', title: 'Player' }],
        items: { type: 'integer', title: 'Round score', minimum: 0 },
      },
    },
  } as JsonSchema,
  uischema: vertical(control('position'), control('score')),
  data: { position: [51.5072, -0.1276, 'London'], score: ['Ada', 4, 7] },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [arrayCardsExample, arrayPrimitivesExample, listWithDetailExample, arrayLimitsExample, arrayTableExample, arrayTupleExample]
