import { type Example, control, vertical } from './types'

export const readonlyExample: Example = {
  id: 'readonly',
  title: 'Read-only',
  group: 'Common options',
  description: 'A control is read-only from its `readonly` option or from schema `readOnly: true`; the last field stays editable.',
  schema: {
    type: 'object',
    properties: {
      id: { type: 'string', title: 'Id (options.readonly)' },
      created: { type: 'integer', title: 'Created year (schema readOnly)', readOnly: true },
      verified: { type: 'boolean', title: 'Verified (options.readonly)' },
      comment: { type: 'string', title: 'Comment (editable)' },
    },
  },
  uischema: vertical(
    control('id', { readonly: true }),
    control('created'),
    control('verified', { readonly: true }),
    control('comment', { placeholder: 'You can type here' }),
  ),
  data: { id: 'USR-0042', created: 2021, verified: true },
}

export const configReadonlyExample: Example = {
  id: 'readonly-config',
  title: 'Read-only from config',
  group: 'Common options',
  description: '`config: { readonly: true }` (any truthy value) makes the whole form read-only. A control\'s own `readonly: false` does not undo it, nor the schema\'s `readOnly: true`: any source makes a field read-only.',
  schema: {
    type: 'object',
    properties: {
      plan: { type: 'string', title: 'Plan' },
      seats: { type: 'integer', title: 'Seats' },
      note: { type: 'string', title: 'Note (local readonly: false, still read-only)' },
    },
  },
  uischema: vertical(control('plan'), control('seats'), control('note', { readonly: false })),
  data: { plan: 'Team', seats: 5, note: 'Renewal in May' },
  config: { readonly: true },
}
