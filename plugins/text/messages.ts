import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the text family. */
export const textMessages = defineMessages({
  'nui.password.show': 'Show password',
  'nui.password.hide': 'Hide password',
})
