import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the layouts family: linear layouts, the Group card and the Label heading. */
export const layoutStyles = {
  verticalLayout: { root: 'flex flex-col gap-4', item: 'w-full' },
  horizontalLayout: { root: 'flex flex-col sm:flex-row gap-4', item: 'flex-1 min-w-0' },
  group: { root: 'w-full', title: '', body: 'flex flex-col gap-4', item: 'w-full' },
  label: {
    root: 'flex flex-col gap-2',
    heading: 'font-semibold text-highlighted',
    h1: 'text-3xl',
    h2: 'text-2xl',
    h3: 'text-xl',
    h4: 'text-lg',
    h5: 'text-base',
    h6: 'text-sm',
    separator: '',
  },
} satisfies StylesOverride
