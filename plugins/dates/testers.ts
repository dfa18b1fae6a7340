import { type Tester, rankWith, uiTypeIs } from '@jsonforms/core'
import { and, isStringControl, or, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'
import { type DateKind, dateKinds } from './kinds'

const optionFormat = (uischema: unknown): unknown => (uischema as { options?: { format?: unknown } }).options?.format

/** The kind a control edits: `options.format` first, then the schema `format`. */
export function dateKindOf(optionValue: unknown, schemaFormat: unknown): DateKind | undefined {
  if (optionValue !== undefined)
    return dateKinds.includes(optionValue as DateKind) ? optionValue as DateKind : undefined
  return dateKinds.includes(schemaFormat as DateKind) ? schemaFormat as DateKind : undefined
}

const isDateKind: Tester = (uischema, schema, context) =>
  schemaMatches(sub => dateKindOf(optionFormat(uischema), sub.format) !== undefined)(uischema, schema, context)

/** Strings with a date / time / date-time format (schema or option): above the text input. */
export const dateTester = rankWith(ranks.format, and(isStringControl, isDateKind))

const isCalendar: Tester = uischema => optionFormat(uischema) === 'calendar'

/** `options.format: "calendar"` on a string (one day) or an object (`range`: `{ start, end }`). */
export const calendarTester = rankWith(ranks.format, and(uiTypeIs('Control'), isCalendar, or(isStringControl, schemaMatches(schema => schema.type === 'object'))))
