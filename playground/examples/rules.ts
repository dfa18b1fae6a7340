import { type Rule, RuleEffect } from '@jsonforms/core'
import { type Example, control, vertical } from './types'

const hiddenWithoutPet: Rule = { effect: RuleEffect.HIDE, condition: { scope: '#/properties/hasPet', schema: { const: false } } as Rule['condition'] }

export const rulesExample: Example = {
  id: 'rules',
  title: 'HIDE rule and clearOnHide',
  group: 'Rules',
  description: 'Untick "I have a pet": the hidden fields reset to their `default` or are removed (`clearOnHide`, default true), except the one with `clearOnHide: false`, which keeps its value. Watch the data panel.',
  schema: {
    type: 'object',
    properties: {
      hasPet: { type: 'boolean', title: 'I have a pet' },
      petName: { type: 'string', title: 'Pet name (cleared when hidden)' },
      petSize: { type: 'string', title: 'Size (reset to its default "medium")', default: 'medium' },
      petNotes: { type: 'string', title: 'Notes (clearOnHide: false keeps them)' },
    },
  },
  uischema: vertical(
    control('hasPet'),
    control('petName', undefined, { rule: hiddenWithoutPet }),
    control('petSize', undefined, { rule: hiddenWithoutPet }),
    control('petNotes', { clearOnHide: false, multi: true }, { rule: hiddenWithoutPet }),
  ),
  data: { hasPet: true, petName: 'Rex', petSize: 'large', petNotes: 'Loves long walks.' },
}
