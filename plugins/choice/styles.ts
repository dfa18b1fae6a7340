import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the choice family: the notes under the widget, each note and its icon. */
export const choiceStyles = {
  choice: {
    stack: 'mt-1.5 flex w-full min-w-0 flex-col gap-1.5',
    note: 'flex items-start gap-1.5 text-sm text-default',
    noteIcon: 'size-4 shrink-0 mt-0.5 text-warning',
  },
} satisfies StylesOverride
