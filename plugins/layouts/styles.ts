import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/**
 * Each layout item out of view is left unrendered until it is scrolled near (`content-visibility:
 * auto`): a long form costs the browser's style, layout and paint of what is on screen only. The
 * DOM, the accessibility tree and find-in-page keep every field. An item remembers its height once
 * shown and counts as 4rem before. Paint containment would clip a focus ring at the item's edge,
 * so a 6px clip margin gives it room; browsers without `overflow-clip-margin` render every item.
 */
const offscreenUnrendered = 'supports-[overflow-clip-margin:1px]:[content-visibility:auto] [contain-intrinsic-block-size:auto_4rem] [overflow-clip-margin:6px]'

/** Theme parts of the layouts family: linear layouts, the Group card and the Label heading. */
export const layoutStyles = {
  verticalLayout: { root: 'flex flex-col gap-4', item: `w-full ${offscreenUnrendered}` },
  horizontalLayout: { root: 'flex flex-col sm:flex-row gap-4', item: `flex-1 min-w-0 ${offscreenUnrendered}` },
  group: { root: 'w-full', title: '', body: 'flex flex-col gap-4', item: `w-full ${offscreenUnrendered}` },
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
