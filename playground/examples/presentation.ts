import { type Example, control, vertical } from './types'

export const presentationExample: Example = {
  id: 'presentation',
  title: 'Focus, form field and styles',
  group: 'Common options',
  description: '`focus` focuses a field on mount; `formField` is spread onto UFormField; `styles` overrides theme classes locally, over the `styles` injection provided around this form.',
  schema: {
    type: 'object',
    properties: {
      focused: { type: 'string', title: 'Focused on mount' },
      hinted: { type: 'string', title: 'formField pass-through', description: 'formField: { hint, help, size: "lg" }.' },
      narrow: { type: 'string', title: 'Injected styles (max-w-xs)', description: 'The provided `styles` make inputs narrow…' },
      wide: { type: 'string', title: 'Local styles win (w-full)', description: '…this control\'s own `styles` make it full width again.' },
    },
  },
  uischema: vertical(
    control('focused', { focus: true, placeholder: 'The cursor starts here' }),
    control('hinted', { showUnfocusedDescription: true, formField: { hint: 'Optional', help: 'Help text from formField.help', size: 'lg' } }),
    control('narrow', { showUnfocusedDescription: true }),
    control('wide', { showUnfocusedDescription: true, styles: { control: { input: 'w-full' } } }),
  ),
  data: {},
  styles: { control: { input: 'w-full max-w-xs' } },
}
