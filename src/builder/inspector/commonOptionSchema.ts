import type { JsonSchema } from '@jsonforms/core'

/** The options every control understands (`CommonOptions`), as the inspector offers them. */
export const commonOptionSchema = {
  type: 'object',
  properties: {
    placeholder: { type: 'string', title: 'Placeholder', description: 'Text shown while the field is empty, where the widget supports one.' },
    readonly: { type: 'boolean', title: 'Read-only', description: 'Render read-only.' },
    clearable: { type: 'boolean', title: 'Clearable', description: 'Offer a button that empties the field.' },
    focus: { type: 'boolean', title: 'Focus on mount', description: 'Focus the widget when the form mounts.' },
    hideRequiredAsterisk: { type: 'boolean', title: 'Hide required asterisk', description: 'No asterisk after the label of a required field.' },
    showUnfocusedDescription: { type: 'boolean', title: 'Always show description', description: 'Show the description even while the field is not focused.' },
    hideDescription: { type: 'boolean', title: 'Hide description', description: 'Never show the description.' },
    clearOnHide: { type: 'boolean', title: 'Clear on hide', description: 'Reset the value when a HIDE rule hides the field.', default: true },
    enableFilterErrorsBeforeTouch: { type: 'boolean', title: 'Errors after touch', description: 'Keep errors hidden until the field has been touched.' },
    leadingIcon: { type: 'string', title: 'Leading icon', description: 'Icon before the control, as i-<set>-<name>.' },
    trailingIcon: { type: 'string', title: 'Trailing icon', description: 'Icon after the control, as i-<set>-<name>.' },
    iconPlacement: { type: 'string', enum: ['outside', 'inside'], title: 'Icon placement', description: 'Icons next to the widget or inside its chrome.', default: 'outside' },
  },
} as const satisfies JsonSchema
