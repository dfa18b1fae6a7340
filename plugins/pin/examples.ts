import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const pinExample: FormExample = {
  id: 'pin',
  title: 'Pin input',
  group: 'Pin',
  description: 'A string with `format: "pin"` renders a UPinInput and stores one string. The number of cells comes from `maxLength` or the pattern, digits-only patterns take digits only.',
  schema: {
    type: 'object',
    properties: {
      otp: { type: 'string', title: 'Verification code', pattern: '^\\d{6}$', description: 'pattern ^\\d{6}$: 6 digit cells; otp: true lets the phone fill in the SMS code.' },
      pin: { type: 'string', title: 'Card PIN', maxLength: 4, description: 'maxLength 4; mask: true hides the digits; type: "number".' },
      voucher: { type: 'string', title: 'Voucher', pattern: '^[A-Z0-9]{5}$', description: 'pattern ^[A-Z0-9]{5}$: 5 text cells; placeholder "○"; pinInput: { variant: "soft" }.' },
      room: { type: 'string', title: 'Room code', description: 'No maxLength or pattern: length: 3 and clearable: true.' },
    },
  },
  uischema: vertical(
    control('otp', { format: 'pin', otp: true, showUnfocusedDescription: true }),
    control('pin', { format: 'pin', mask: true, type: 'number', showUnfocusedDescription: true }),
    control('voucher', { format: 'pin', placeholder: '○', showUnfocusedDescription: true, pinInput: { variant: 'soft' } }),
    control('room', { format: 'pin', length: 3, clearable: true, showUnfocusedDescription: true }),
  ),
  data: { voucher: 'AB12C', room: 'B7' },
}

export const pinStoredExample: FormExample = {
  id: 'pin-stored',
  title: 'Pin: stored data out of bounds',
  group: 'Pin',
  description: 'A stored code longer than the cells, or a value that is not text, is kept and explained (with its validation error) until you type in the cells.',
  schema: {
    type: 'object',
    properties: {
      code: { type: 'string', title: 'Code (holds "1234567", maxLength 6)', maxLength: 6 },
      badge: { type: 'string', title: 'Badge (holds the number 4321)', maxLength: 4 },
      note: { type: 'string', title: 'A healthy field still works' },
    },
  },
  uischema: vertical(
    control('code', { format: 'pin' }),
    control('badge', { format: 'pin' }),
    control('note'),
  ),
  data: { code: '1234567', badge: 4321 },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [pinExample, pinStoredExample]
