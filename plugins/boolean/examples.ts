import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const booleanExample: FormExample = {
  id: 'boolean',
  title: 'Checkbox and switch',
  group: 'Boolean',
  description: 'A boolean renders a UCheckbox, or a USwitch with `toggle: true`. `checkbox` / `switch` are pass-through props; `checkbox` is ignored when toggled.',
  schema: {
    type: 'object',
    properties: {
      newsletter: { type: 'boolean', title: 'Subscribe to the newsletter' },
      terms: { type: 'boolean', title: 'I accept the terms', description: 'checkbox: { color: "success" }.' },
      notifications: { type: 'boolean', title: 'Notifications', description: 'toggle: true renders a switch.' },
      compact: { type: 'boolean', title: 'Compact mode', description: 'switch: { size: "lg", color: "neutral" }; the checkbox props are ignored.' },
    },
  },
  uischema: vertical(
    control('newsletter'),
    control('terms', { showUnfocusedDescription: true, checkbox: { color: 'success' } }),
    control('notifications', { toggle: true, showUnfocusedDescription: true }),
    control('compact', { toggle: true, showUnfocusedDescription: true, switch: { size: 'lg', color: 'neutral' }, checkbox: { color: 'error' } }),
  ),
  data: { terms: true, notifications: false },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [booleanExample]
