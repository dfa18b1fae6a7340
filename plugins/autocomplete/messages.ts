import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the autocomplete family: the lookup in progress and why it gave no items. */
export const autocompleteMessages = defineMessages({
  'nui.autocomplete.loading': 'Searching…',
  'nui.autocomplete.http': 'The search failed (HTTP {status}).',
  'nui.autocomplete.json': 'The search service sent an answer that is not JSON.',
  'nui.autocomplete.items': 'The search answer holds no list of items.',
  'nui.autocomplete.tooLarge': 'The search answer is larger than {max} bytes and was not read.',
  'nui.autocomplete.capped': 'Showing the first {shown} of {total} results.',
  'nui.autocomplete.network': 'The search service could not be reached.',
  'nui.autocomplete.timeout': 'The search took too long and was stopped.',
  'nui.autocomplete.fallback': 'Local suggestions are shown instead; type again to retry.',
  'nui.autocomplete.retry': 'Type again to retry.',
})
