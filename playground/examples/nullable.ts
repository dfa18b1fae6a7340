import type { JsonSchema } from '@jsonforms/core'
import { type Example, control, vertical } from './types'

export const nullableExample: Example = {
  id: 'nullable',
  title: 'Nullable fields',
  group: 'Common options',
  description: 'A field whose schema takes `null` beside one type (`type: ["string", "null"]`, OpenAPI\'s `nullable: true`, or an `anyOf` of a type and `{ type: "null" }` as Pydantic writes it) is that type\'s control with a "No value" toggle beside its label: pressed, it stores `null`; typing a value releases it. Press it on the middle name, or type a year into the year of leaving.',
  schema: {
    type: 'object',
    properties: {
      middleName: { type: ['string', 'null'], title: 'Middle name' },
      endYear: { type: 'integer', nullable: true, title: 'Year of leaving', minimum: 1900 },
      consent: { type: ['boolean', 'null'], title: 'Agrees to be contacted' },
      nickname: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }], default: null, title: 'Nickname' },
    },
  } as JsonSchema,
  uischema: vertical(control('middleName'), control('endYear'), control('consent'), control('nickname')),
  data: { middleName: null, endYear: null, consent: true, nickname: null },
}
