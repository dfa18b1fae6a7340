import type { JsonSchema7 as JsonSchema } from '@jsonforms/core'
import { type FormExample, controlElement as control, horizontalLayout as horizontal, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

const address: JsonSchema = {
  type: 'object',
  properties: {
    street: { type: 'string', title: 'Street' },
    zip: { type: 'string', title: 'ZIP' },
    city: { type: 'string', title: 'City' },
  },
  required: ['street', 'city'],
}

export const objectExample: FormExample = {
  id: 'object',
  title: 'Objects as sub-forms',
  group: 'Structures',
  description: 'An object property renders a card titled by its label with a field per property. `detail` lays the card out by hand (scopes relative to the object); an `allOf` of objects (here an address `$ref` plus a delivery note) becomes one sub-form.',
  schema: {
    type: 'object',
    definitions: { address },
    properties: {
      name: { type: 'string', title: 'Name' },
      home: { $ref: '#/definitions/address', title: 'Home address' },
      work: { $ref: '#/definitions/address', title: 'Work address' },
      delivery: {
        title: 'Delivery address',
        allOf: [
          { $ref: '#/definitions/address' },
          { type: 'object', properties: { note: { type: 'string', title: 'Note for the courier' } } },
        ],
      },
    },
  },
  uischema: vertical(
    control('name'),
    control('home'),
    control('work', { detail: vertical(control('street'), horizontal(control('zip'), control('city'))) }),
    control('delivery'),
  ),
  data: { name: 'Ada Lovelace', home: { street: '12 St James\'s Square', city: 'London' } },
}

/** A configuration whose overrides are configurations again, as renovate's and many tools' schemas are. */
const overrides = (title: string): JsonSchema => ({ type: 'object', $ref: '#', title })

export const recursiveObjectExample: FormExample = {
  id: 'object-recursive',
  title: 'Recursive objects on demand',
  group: 'Structures',
  description: 'Each override is the whole configuration again (`{ "type": "object", "$ref": "#" }`). Nothing repeats until you open it: *Add* opens one level, whose own overrides wait in turn.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      retries: { type: 'integer', title: 'Retries', minimum: 0 },
      ci: overrides('On CI'),
      local: overrides('On a laptop'),
      release: overrides('For a release'),
    },
  },
  uischema: vertical(horizontal(control('name'), control('retries')), control('ci'), control('local'), control('release')),
  data: { name: 'build', retries: 1 },
}

export const mapExample: FormExample = {
  id: 'maps',
  title: 'Maps (additionalProperties, patternProperties)',
  group: 'Structures',
  description: 'An object whose entries are free keys: `additionalProperties` (a schema, or `true`) or `patternProperties`. Fixed `properties` stay above; each entry has its key (rename it, then Enter or leave the field), its value drawn by its schema\'s control, and Remove; type a new key and press Add entry. A key already used, one `propertyNames` refuses or one no pattern takes is explained under the field.',
  schema: {
    type: 'object',
    properties: {
      scripts: {
        type: 'object',
        title: 'Scripts',
        properties: { build: { type: 'string', title: 'build' } },
        additionalProperties: { type: 'string', minLength: 1 },
        propertyNames: { pattern: '^[a-z][a-z0-9:-]*$' },
      },
      limits: {
        type: 'object',
        title: 'Limits',
        patternProperties: { '^max[A-Z]': { type: 'integer', minimum: 0 }, '^allow[A-Z]': { type: 'boolean' } },
        additionalProperties: false,
      },
    },
  } as JsonSchema,
  uischema: vertical(control('scripts'), control('limits')),
  data: { scripts: { build: 'vite build', test: 'vitest run', lint: 'eslint .' }, limits: { maxUsers: 50, allowGuests: true } },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [objectExample, mapExample, recursiveObjectExample]
