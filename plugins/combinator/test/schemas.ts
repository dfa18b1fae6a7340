import type { JsonSchema7 } from '@jsonforms/core'

/** A cat (by title), a dog (by its `kind` discriminator) and a third variant with neither. */
export const petVariants: JsonSchema7[] = [
  {
    title: 'Cat',
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, lives: { type: 'integer', title: 'Lives', default: 9 } },
    required: ['name'],
    additionalProperties: false,
  },
  {
    type: 'object',
    properties: {
      kind: { type: 'string', const: 'dog', title: 'Dog' },
      name: { type: 'string', title: 'Name' },
      breed: { type: 'string', title: 'Breed', default: 'mixed' },
    },
    required: ['kind'],
    additionalProperties: false,
  },
  {
    type: 'object',
    properties: { wings: { type: 'number', title: 'Wings' } },
    required: ['wings'],
    additionalProperties: false,
  },
]

export const petSchema = (keyword: 'oneOf' | 'anyOf' = 'oneOf'): JsonSchema7 => ({
  type: 'object',
  properties: { owner: { type: 'string', title: 'Owner' }, pet: { title: 'Pet', [keyword]: petVariants } },
})

export const petForm = { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/owner' }, { type: 'Control', scope: '#/properties/pet' }] } as never
