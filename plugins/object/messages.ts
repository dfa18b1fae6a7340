import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the object family: a stored value that is not an object, and a recursive object not yet filled in. */
export const objectMessages = defineMessages({
  'nui.object.notObject': 'Expected an object here, found {found}. It is kept, and the fields below stay locked, until you start this part empty.',
  'nui.object.replace': 'Start empty',
  'nui.object.add': 'Add {label}',
  'nui.object.notFilled': 'Not filled in yet.',
})
