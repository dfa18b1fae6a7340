import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the categorization family. */
export const categorizationMessages = defineMessages({
  'nui.categorization.next': 'Next',
  'nui.categorization.previous': 'Previous',
  'nui.categorization.untitled': 'Section {number}',
  'nui.categorization.step': 'Step {number}:',
  'nui.categorization.progress': 'Step {number} of {total}',
  'nui.categorization.notCategory': 'Element {position} of this Categorization is a "{type}", not a Category, so it is not shown.',
  'nui.categorization.notElement': 'Element {position} of this Categorization is not a UI-schema element, so it is not shown.',
})
