import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the upload field. */
export const uploadStyles = {
  upload: {
    root: 'w-full',
    progress: 'mt-2 space-y-1',
    progressText: 'text-sm text-muted',
    error: 'mt-2 text-sm text-error',
  },
} satisfies StylesOverride
