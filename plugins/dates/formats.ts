import type { FormatCheck } from 'nuxt-ui-jsonforms/kit'

/** The formats the dates family declares (AJV's own definitions of them are kept). */
export const datesFormats: Readonly<Record<string, FormatCheck>> = { 'date': true, 'date-time': true, 'time': true }
