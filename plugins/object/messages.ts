import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the object family: a stored value that is not an object, a recursive object not yet filled in, and a map's entries. */
export const objectMessages = defineMessages({
  'nui.object.notObject': 'Expected an object here, found {found}. It is kept, and the fields below stay locked, until you start this part empty.',
  'nui.object.replace': 'Start empty',
  'nui.object.add': 'Add {label}',
  'nui.object.notFilled': 'Not filled in yet.',
  'nui.object.entries': 'Entries',
  'nui.object.noEntries': 'No entries',
  'nui.object.key': 'Key',
  'nui.object.newKey': 'New key',
  'nui.object.addEntry': 'Add entry',
  'nui.object.removeEntry': 'Remove {key}',
  'nui.object.entryValue': 'Value of {key}',
  'nui.object.capped': 'Showing the first {shown} of {total} entries; the others are kept as they are.',
  'nui.object.dotKey': 'This key contains a ".", so its value cannot be edited here; it is kept as it is.',
  'nui.object.key.empty': 'Enter a key.',
  'nui.object.key.taken': 'This key is already used.',
  'nui.object.key.dot': 'A key cannot contain ".".',
  'nui.object.key.tooLong': 'A key can have at most {max} characters.',
  'nui.object.key.name': 'The schema does not allow this key (propertyNames).',
  'nui.object.key.pattern': 'The key must match one of: {patterns}.',
})
