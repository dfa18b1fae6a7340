import { type Example, control, vertical } from './types'

export const configExample: Example = {
  id: 'config',
  title: 'Global config vs local options',
  group: 'Options',
  description: 'The `config` prop applies options to every control; a control\'s own `options` are merged over it deeply, and the local value wins.',
  schema: {
    type: 'object',
    properties: {
      inherited: { type: 'string', title: 'Everything from config', description: 'placeholder, clearable, description and a soft variant come from config.' },
      placeholder: { type: 'string', title: 'Local placeholder wins' },
      merged: { type: 'string', title: 'input merged deeply', description: 'Local input: { size: "xl" } keeps the config\'s variant "soft".' },
      notClearable: { type: 'string', title: 'Local clearable: false' },
    },
  },
  uischema: vertical(
    control('inherited'),
    control('placeholder', { placeholder: 'Local placeholder' }),
    control('merged', { input: { size: 'xl' } }),
    control('notClearable', { clearable: false }),
  ),
  data: { merged: 'Some text', notClearable: 'No clear button here' },
  config: { placeholder: 'Placeholder from config', clearable: true, showUnfocusedDescription: true, input: { variant: 'soft' } },
}
