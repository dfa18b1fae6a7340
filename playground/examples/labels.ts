import { type Example, control, vertical } from './types'

export const labelsExample: Example = {
  id: 'labels',
  title: 'Asterisk and descriptions',
  group: 'Common options',
  description: 'By default a description shows while its field is focused. Compare `hideRequiredAsterisk`, `showUnfocusedDescription` and `hideDescription`.',
  schema: {
    type: 'object',
    properties: {
      plain: { type: 'string', title: 'Default', description: 'Shown only while this field has focus.' },
      always: { type: 'string', title: 'showUnfocusedDescription', description: 'Always shown.' },
      never: { type: 'string', title: 'hideDescription', description: 'You should never see this text.' },
      noStar: { type: 'string', title: 'Required, hideRequiredAsterisk', description: 'Required, but no asterisk.' },
      star: { type: 'string', title: 'Required', description: 'Required, with the asterisk.' },
    },
    required: ['noStar', 'star'],
  },
  uischema: vertical(
    control('plain'),
    control('always', { showUnfocusedDescription: true }),
    control('never', { hideDescription: true, showUnfocusedDescription: true }),
    control('noStar', { hideRequiredAsterisk: true, showUnfocusedDescription: true }),
    control('star', { showUnfocusedDescription: true }),
  ),
  data: { noStar: 'filled', star: 'filled' },
}

export const errorsExample: Example = {
  id: 'errors',
  title: 'Errors before touch',
  group: 'Common options',
  description: 'Both fields are required and empty. The first shows its error at once; the second, with `enableFilterErrorsBeforeTouch`, only after you type or leave it.',
  schema: {
    type: 'object',
    properties: {
      eager: { type: 'string', title: 'Required (errors at once)', minLength: 3 },
      lazy: { type: 'string', title: 'Required (enableFilterErrorsBeforeTouch)', minLength: 3 },
    },
    required: ['eager', 'lazy'],
  },
  uischema: vertical(
    control('eager'),
    control('lazy', { enableFilterErrorsBeforeTouch: true }),
  ),
  data: {},
}
