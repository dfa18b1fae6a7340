import { type Example, control, vertical } from './types'

export const passwordExample: Example = {
  id: 'password',
  title: 'Password',
  group: 'Text',
  description: 'Schema `format: "password"` masks the value and adds a show/hide button; the text options still apply.',
  schema: {
    type: 'object',
    properties: {
      password: { type: 'string', title: 'Password', format: 'password', minLength: 8, description: 'At least 8 characters.' },
      pin: { type: 'string', title: 'Short secret', format: 'password', maxLength: 6, description: 'restrict + clearable.' },
    },
    required: ['password'],
  },
  uischema: vertical(
    control('password', { placeholder: '••••••••', showUnfocusedDescription: true }),
    control('pin', { restrict: true, clearable: true, showUnfocusedDescription: true }),
  ),
  data: { pin: '1234' },
}
