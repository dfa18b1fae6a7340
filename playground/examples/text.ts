import { type Example, control, vertical } from './types'

export const textExample: Example = {
  id: 'text',
  title: 'Text input',
  group: 'Text',
  description: 'A string renders a UInput. Try the placeholder, the counter of a restricted field, the clear button and the pass-through props.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      nickname: { type: 'string', title: 'Nickname', maxLength: 12, description: 'restrict: true enforces maxLength 12 and shows a counter.' },
      city: { type: 'string', title: 'City', description: 'clearable: true offers a clear button while there is text.' },
      email: { type: 'string', title: 'Email', format: 'email', description: 'input: { variant, size, leadingIcon } is spread onto UInput.' },
    },
  },
  uischema: vertical(
    control('name', { placeholder: 'Ada Lovelace' }),
    control('nickname', { restrict: true, showUnfocusedDescription: true }),
    control('city', { clearable: true, showUnfocusedDescription: true }),
    control('email', { showUnfocusedDescription: true, input: { variant: 'soft', size: 'lg', leadingIcon: 'i-lucide-at-sign' } }),
  ),
  data: { city: 'Paris' },
}
