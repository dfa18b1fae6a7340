import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the date, time and calendar fields. */
export const datesStyles = {
  dates: {
    row: 'flex flex-wrap items-center gap-2',
    calendar: 'p-2',
    error: 'mt-2 text-sm text-error',
    note: 'mt-2 text-sm text-muted',
  },
} satisfies StylesOverride
