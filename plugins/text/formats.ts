import type { FormatCheck } from 'nuxt-ui-jsonforms/kit'

/** The formats the text family declares: `password`, an annotation for AJV. */
export const textFormats: Readonly<Record<string, FormatCheck>> = { password: true }
