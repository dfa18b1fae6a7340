import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the linear layouts. */
export const layoutStyles = {
  verticalLayout: { root: 'flex flex-col gap-4', item: 'w-full' },
  horizontalLayout: { root: 'flex flex-col sm:flex-row gap-4', item: 'flex-1 min-w-0' },
} satisfies StylesOverride
