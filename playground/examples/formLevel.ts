import { type Example, control, vertical } from './types'

export const wrongDataTypeExample: Example = {
  id: 'wrong-data-type',
  title: 'Data of the wrong type',
  group: 'Robustness',
  description: 'The whole `data` is a string where the schema wants an object: a notice above the form says so, and the fields still render.',
  schema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City' },
      zip: { type: 'string', title: 'Postcode' },
    },
  },
  uischema: vertical(control('city'), control('zip')),
  data: 'Paris 75001',
}

export const brokenSchemaExample: Example = {
  id: 'broken-schema',
  title: 'Schema that cannot be compiled',
  group: 'Robustness',
  description: 'A `$ref` points to a definition that does not exist. With `tolerantMiddleware` the form renders without validation and says why, instead of failing to mount.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      address: { $ref: '#/definitions/address' },
    },
  },
  uischema: vertical(control('name')),
  data: { name: 'Ada' },
}
