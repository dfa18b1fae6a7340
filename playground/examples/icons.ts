import { type Example, control, vertical } from './types'

export const iconsExample: Example = {
  id: 'icons',
  title: 'Icons outside and inside',
  group: 'Common options',
  description: '`leadingIcon` / `trailingIcon` sit next to the widget (`iconPlacement: "outside"`, the default) or within its chrome (`"inside"`). Widgets without chrome (number, checkbox) keep them outside; in `inside` mode pass-through icon props win.',
  schema: {
    type: 'object',
    properties: {
      outside: { type: 'string', title: 'Outside (default)' },
      inside: { type: 'string', title: 'Inside' },
      passThrough: { type: 'string', title: 'Inside, input.leadingIcon wins' },
      amount: { type: 'number', title: 'Number ignores inside' },
      agree: { type: 'boolean', title: 'Checkbox with an outside icon' },
    },
  },
  uischema: vertical(
    control('outside', { leadingIcon: 'i-lucide-user', trailingIcon: 'i-lucide-mail' }),
    control('inside', { leadingIcon: 'i-lucide-user', trailingIcon: 'i-lucide-mail', iconPlacement: 'inside' }),
    control('passThrough', { leadingIcon: 'i-lucide-user', iconPlacement: 'inside', input: { leadingIcon: 'i-lucide-search' } }),
    control('amount', { leadingIcon: 'i-lucide-wallet', iconPlacement: 'inside' }),
    control('agree', { leadingIcon: 'i-lucide-shield-check' }),
  ),
  data: { outside: 'ada', inside: 'ada@example.org' },
}
