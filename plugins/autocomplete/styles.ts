import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the autocomplete control. */
export const autocompleteStyles = {
  autocomplete: {
    /** The "Searching…" line under the widget. */
    status: 'mt-1 text-sm text-muted',
    /** Why the lookup gave no items. */
    error: 'mt-1 text-sm text-error',
  },
} satisfies StylesOverride
