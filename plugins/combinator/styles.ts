import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the combinator family: the selector with its notes, and the variant's sub-form below it. */
export const combinatorStyles = {
  combinator: {
    root: 'flex w-full min-w-0 flex-col gap-3',
    stack: 'flex w-full min-w-0 flex-col gap-1.5',
    note: 'flex items-start gap-1.5 text-sm text-default',
    noteIcon: 'size-4 shrink-0 mt-0.5 text-warning',
    switched: 'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted',
    switchedIcon: 'size-4 shrink-0 text-info',
    variant: 'w-full min-w-0 border-s-2 border-default ps-4',
  },
} satisfies StylesOverride
