import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the slider. */
export const sliderStyles = {
  slider: {
    row: 'flex items-center gap-3 min-h-8',
    badge: 'shrink-0 tabular-nums',
  },
} satisfies StylesOverride
