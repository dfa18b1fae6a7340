import { type Example, control, vertical } from './types'

export const textareaExample: Example = {
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
