import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the tags family: why a tag was not added, and notes on stored values it cannot take as is. */
export const tagsMessages = defineMessages({
  'nui.tags.maxItems': 'Maximum number of tags: {max}',
  'nui.tags.duplicate': 'Already added: {tag}',
  'nui.tags.maxLength': 'Maximum length of a tag: {max} characters',
  'nui.tags.tooMany': 'Too many tags are stored ({count}, maximum {max}): remove some.',
  'nui.tags.notList': 'The stored value is not a list of tags; adding a tag replaces it.',
  'nui.tags.notText': 'Some stored tags are not text; they are shown as text and saved as text on the next change.',
})
