import type { FormatCheck } from 'nuxt-ui-jsonforms/kit'

/** The formats the colour family declares. `color` is an annotation for AJV: the family checks and reports the notation itself, not twice. */
export const colorFormats: Readonly<Record<string, FormatCheck>> = { color: true }
