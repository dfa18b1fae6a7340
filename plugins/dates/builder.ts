import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { calendarDefaults, datesDefaults } from './options'

/** What the builder's palette offers from the dates family. */
export const datesPalette: PaletteEntry[] = [
  { id: 'date', label: 'Date', group: 'dates', icon: 'i-lucide-calendar', property: { type: 'string', format: 'date' } },
  { id: 'date-time', label: 'Date and time', group: 'dates', icon: 'i-lucide-calendar-clock', property: { type: 'string', format: 'date-time' } },
  { id: 'time', label: 'Time', group: 'dates', icon: 'i-lucide-clock', property: { type: 'string', format: 'time' } },
  { id: 'calendar', label: 'Calendar', group: 'dates', icon: 'i-lucide-calendar-days', property: { type: 'string', format: 'date' }, options: { format: 'calendar' } },
  {
    id: 'date-range',
    label: 'Date range',
    group: 'dates',
    icon: 'i-lucide-calendar-range',
    property: { type: 'object', properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } } },
    options: { format: 'calendar', range: true },
  },
]

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The options both renderers read: storage pattern, week numbers, bounds and excluded days. */
const shared = {
  pattern: {
    type: 'string',
    title: 'Storage pattern',
    description: 'Stored form in tokens YYYY, MM, DD, HH, mm, ss, Z; the RFC 3339 form of the format when unset.',
  },
  weekNumbers: {
    type: 'boolean',
    title: 'Week numbers',
    description: 'Show week numbers in the calendar.',
  },
  minDate: {
    type: 'string',
    title: 'Earliest date',
    description: 'Inclusive lower bound: YYYY-MM-DD, YYYY-MM or YYYY.',
  },
  maxDate: {
    type: 'string',
    title: 'Latest date',
    description: 'Inclusive upper bound: YYYY-MM-DD, YYYY-MM or YYYY.',
  },
  disabledDates: {
    type: 'array',
    items: { type: 'string', format: 'date' },
    title: 'Excluded days',
    description: 'Days that cannot be picked, as YYYY-MM-DD.',
  },
  disabledWeekdays: {
    type: 'array',
    uniqueItems: true,
    items: { type: 'integer', oneOf: weekdays.map((title, index) => ({ const: index, title })) },
    title: 'Excluded weekdays',
    description: 'Weekdays that cannot be picked (stored 0 for Sunday to 6 for Saturday).',
  },
  disabledMonths: {
    type: 'array',
    uniqueItems: true,
    items: { type: 'integer', oneOf: months.map((title, index) => ({ const: index + 1, title })) },
    title: 'Excluded months',
    description: 'Months that cannot be picked (stored 1 to 12).',
  },
  disabledYears: {
    type: 'array',
    items: { type: 'integer' },
    title: 'Excluded years',
    description: 'Years that cannot be picked.',
  },
} satisfies Record<string, JsonSchema>

/**
 * Options of the date, time and date-time inputs. `format` is left out: the palette's fields carry
 * the schema `format`, and an option `format` that disagrees with it would store another kind of value.
 */
export const dateOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    locale: {
      type: 'string',
      title: 'Locale',
      description: 'Locale of the segments and of the calendar; the form\'s i18n locale, when set, replaces the default.',
      default: datesDefaults.locale,
    },
    months: {
      type: 'integer',
      minimum: 1,
      title: 'Months shown',
      description: 'Months shown in the popover calendar.',
    },
    ...shared,
  },
}

/**
 * Options of the inline calendar. `format: "calendar"` (which selects it) and `range` (which must
 * agree with the schema: a string for one day, an object for `{ start, end }`) are left out.
 * `months` has no fixed default (2 with `range`, otherwise 1), so none is given.
 */
export const calendarOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    locale: {
      type: 'string',
      title: 'Locale',
      description: 'Locale of the calendar; the form\'s i18n locale, when set, replaces the default.',
      default: calendarDefaults.locale,
    },
    months: {
      type: 'integer',
      minimum: 1,
      title: 'Months shown',
      description: 'Months side by side; 2 for a range, otherwise 1, when unset.',
    },
    ...shared,
  },
}
