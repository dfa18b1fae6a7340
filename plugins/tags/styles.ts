import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the tags control. */
export const tagsStyles = {
  /** `notes`: the live region under the widget holding why a tag was refused (each note a `<p>`). */
  tags: { notes: 'text-sm text-error *:mt-1' },
} satisfies StylesOverride
