import type { JsonSchema } from '@jsonforms/core'
import { type Example, control, vertical } from './types'

export const nullableExample: Example = {
  id: 'nullable',
  title: 'Nullable fields',
  group: 'Common options',
  description: 'A field whose schema takes `null` beside one type (`type: ["string", "null"]`, or OpenAPI\'s `nullable: true`) is that type\'s control with a "No value" toggle beside its label: pressed, it stores `null`; typing a value releases it. Press it on the middle name, or type a year into the year of leaving.',
  schema: {
    type: 'object',
    properties: {
      middleName: { type: ['string', 'null'], title: 'Middle name' },
      endYear: { type: 'integer', nullable: true, title: 'Year of leaving', minimum: 1900 },
      consent: { type: ['boolean', 'null'], title: 'Agrees to be contacted' },
    },
  } as JsonSchema,
  uischema: vertical(control('middleName'), control('endYear'), control('consent')),
  data: { middleName: null, endYear: null, consent: true },
}
