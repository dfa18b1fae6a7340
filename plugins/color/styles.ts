import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the colour field. */
export const colorStyles = {
  color: {
    row: 'flex flex-wrap items-start gap-3',
    input: 'flex-1 min-w-48',
    error: 'mt-2 text-sm text-error',
    note: 'mt-2 text-sm text-muted',
  },
} satisfies StylesOverride
