import type { JsonSchema7 } from '@jsonforms/core'
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

/** An object nested `depth` levels deep, each level titled, with a text field at the bottom. */
function nested(depth: number): JsonSchema7 {
  let schema: JsonSchema7 = { type: 'object', title: `Level ${depth}`, properties: { note: { type: 'string', title: 'Note' } } }
  for (let level = depth - 1; level >= 1; level--)
    schema = { type: 'object', title: `Level ${level}`, properties: { [`level${level + 1}`]: schema } }
  return schema
}

export const maxDepthExample: Example = {
  id: 'max-depth',
  title: 'Depth limit',
  group: 'Options',
  description: '`config.maxDepth` (64 unless set) stops a form nested deeper than it: the element past the limit is replaced by an explanation, the rest works. Here an object six levels deep with `maxDepth: 3`.',
  schema: { type: 'object', properties: { level1: nested(6), name: { type: 'string', title: 'Name', description: 'A field at the top: it works as usual.' } } },
  uischema: vertical(control('level1'), control('name', { showUnfocusedDescription: true })),
  data: {},
  config: { maxDepth: 3 },
}
