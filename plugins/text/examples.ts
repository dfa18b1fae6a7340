import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const textExample: FormExample = {
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
export const textareaExample: FormExample = {
  id: 'textarea',
  title: 'Textarea',
  group: 'Text',
  description: '`multi: true` renders a UTextarea that grows with its content from `minRows` up to `rows` (default 30).',
  schema: {
    type: 'object',
    properties: {
      bio: { type: 'string', title: 'Bio', description: 'minRows 3, rows 6: type several lines to see it grow, then scroll.' },
      notes: { type: 'string', title: 'Notes', maxLength: 200, description: 'restrict + textarea pass-through (variant subtle).' },
    },
  },
  uischema: vertical(
    control('bio', { multi: true, minRows: 3, rows: 6, showUnfocusedDescription: true }),
    control('notes', { multi: true, restrict: true, placeholder: 'Anything else?', showUnfocusedDescription: true, textarea: { variant: 'subtle' } }),
  ),
  data: { bio: 'Mathematician.\nWrote the first published algorithm.' },
}
export const passwordExample: FormExample = {
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

/** This family's gallery examples; the playground collects them. */
export const examples = [textExample, textareaExample, passwordExample]
