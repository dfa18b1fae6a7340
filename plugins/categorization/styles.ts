import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the categorization family. */
export const categorizationStyles = {
  categorization: { root: 'flex flex-col gap-4 w-full', notices: 'flex flex-col gap-2', nav: 'flex items-center justify-between gap-2' },
  category: { root: 'flex flex-col gap-4 pt-2', item: 'w-full' },
} satisfies StylesOverride
