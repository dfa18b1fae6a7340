import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the colour family. */
export const colorMessages = defineMessages({
  'nui.color.unreadable': '"{value}" is not a colour this field can read. It is kept until you pick or type a colour.',
  'nui.color.otherNotation': 'Stored in {notation} notation; a colour you pick or type is saved as {target}.',
  'nui.color.invalidText': 'Not a colour: the stored value is unchanged. Try #3a7bd5, rgb(58, 123, 213) or hsl(215, 65%, 53%).',
  'nui.color.picker': '{label}: colour picker',
})
