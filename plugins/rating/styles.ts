import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the rating. */
export const ratingStyles = {
  rating: {
    row: 'flex items-center gap-3',
    value: 'text-sm text-muted tabular-nums',
    error: 'mt-2 text-sm text-error',
  },
} satisfies StylesOverride
