import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the pin control. */
export const pinStyles = {
  /** `notes`: the live region under the cells holding notes on a stored value they cannot show as is. */
  pin: { notes: 'text-sm text-error *:mt-1' },
} satisfies StylesOverride
