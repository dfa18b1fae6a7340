import type { DateConstraints } from './dates'

/** Defaults of the date options; the guide's tables are checked against them. */
export const datesDefaults = { locale: 'fr-FR' } as const
export const calendarDefaults = { locale: 'fr-FR', rangeMonths: 2 } as const

/**
 * Options of date, time and date-time fields (`UInputDate`, `UInputTime`).
 * @docsPage dates
 */
export interface DateOptions extends DateConstraints {
  /** Control type when the schema has no `format`. */
  format?: 'date' | 'time' | 'date-time'
  /** Storage pattern in tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`, `Z` (offset); default per format. */
  pattern?: string
  /**
   * Locale of the segments and of the popover calendar; the form's i18n locale when set replaces the default.
   * @defaultValue datesDefaults.locale
   */
  locale?: string
  /** Months shown in the popover calendar. */
  months?: number
  /** Shows week numbers in the popover calendar. */
  weekNumbers?: boolean
  /** Inclusive lower bound: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  minDate?: string
  /** Inclusive upper bound, same formats. */
  maxDate?: string
  /** Excluded days, `YYYY-MM-DD`. */
  disabledDates?: string[]
  /** Excluded weekdays, `0` Sunday to `6` Saturday. */
  disabledWeekdays?: number[]
  /** Excluded months, `1` to `12`. */
  disabledMonths?: number[]
  /** Excluded years. */
  disabledYears?: number[]
  /** Props spread onto `UInputDate`. */
  inputDate?: Record<string, unknown>
  /** Props spread onto `UInputTime`. */
  inputTime?: Record<string, unknown>
  /** Props spread onto the popover's `UCalendar`. */
  calendar?: Record<string, unknown>
  /** Props spread onto the `UPopover` that holds the calendar. */
  calendarCard?: Record<string, unknown>
  /** Accepted; Nuxt UI 4.11 has no time card to pass it to. */
  timeCard?: Record<string, unknown>
  /** Accepted; `UInputTime` has no separate hour part in Nuxt UI 4.11. */
  timeHour?: Record<string, unknown>
  /** Accepted; `UInputTime` has no separate minute part in Nuxt UI 4.11. */
  timeMinute?: Record<string, unknown>
  /** Accepted; `UInputTime` has no separate second part in Nuxt UI 4.11. */
  timeSecond?: Record<string, unknown>
}

/**
 * Options of the inline calendar (`UCalendar`).
 * @docsPage dates
 */
export interface CalendarOptions extends DateConstraints {
  /** Required: `"calendar"`. */
  format: 'calendar'
  /** Range selection, stored as `{ start, end }` (use an object schema). */
  range?: boolean
  /** Storage pattern of each day, tokens as for date fields. */
  pattern?: string
  /**
   * Locale of the calendar; the form's i18n locale when set replaces the default.
   * @defaultValue calendarDefaults.locale
   */
  locale?: string
  /**
   * Months side by side; `2` when `range` is set, otherwise one.
   * @defaultValue calendarDefaults.rangeMonths
   */
  months?: number
  /** Shows week numbers. */
  weekNumbers?: boolean
  /** Inclusive lower bound: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  minDate?: string
  /** Inclusive upper bound, same formats. */
  maxDate?: string
  /** Excluded days, `YYYY-MM-DD`. */
  disabledDates?: string[]
  /** Excluded weekdays, `0` Sunday to `6` Saturday. */
  disabledWeekdays?: number[]
  /** Excluded months, `1` to `12`. */
  disabledMonths?: number[]
  /** Excluded years. */
  disabledYears?: number[]
  /** Props spread onto `UCalendar`. */
  calendar?: Record<string, unknown>
}
