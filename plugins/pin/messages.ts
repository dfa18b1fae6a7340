import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the pin family: notes on a stored value the cells cannot show as is. */
export const pinMessages = defineMessages({
  'nui.pin.tooLong': 'The stored code has {count} characters but the field has {length} cells: only the first {length} are shown, and the next change keeps only those.',
  'nui.pin.notText': 'The stored value is not text; the next change replaces it with the typed code.',
})
