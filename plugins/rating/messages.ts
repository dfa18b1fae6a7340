import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the rating family. */
export const ratingMessages = defineMessages({
  'nui.rating.value': '{value}/{length}',
  'nui.rating.empty': 'Not rated',
  'nui.rating.aboveLength': 'The stored rating {value} is above the highest, {length}. It is kept until you pick a rating.',
})
