import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the rich-text field. */
export const editorStyles = {
  editor: {
    root: 'w-full rounded-md border border-default bg-default',
    // Wraps instead of scrolling: a cut-off row ("Strikethrou…") hid commands on narrow fields.
    toolbar: 'flex-wrap *:flex-wrap border-b border-default px-1 py-1',
    content: 'min-h-32 px-3 py-2',
    note: 'mt-2 text-sm text-muted',
    error: 'mt-2 text-sm text-error',
  },
} satisfies StylesOverride
