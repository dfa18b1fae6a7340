/** Defaults of the date options, read by the controls and by the generated docs and builder. */
export const datesDefaults = {
  /** The specification's locale, replaced by the form's i18n locale when the host sets one. */
  locale: 'fr-FR',
  /** Months an inline range calendar shows side by side. */
  rangeMonths: 2,
} as const

/** The options that take days out of the choice, read by the date fields and the calendar alike. */
export interface DateConstraints {
  /**
   * Inclusive lower bound: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`.
   * @title Earliest date
   * @summary Inclusive lower bound: YYYY-MM-DD, YYYY-MM or YYYY.
   */
  minDate?: string
  /**
   * Inclusive upper bound, same formats.
   * @title Latest date
   * @summary Inclusive upper bound: YYYY-MM-DD, YYYY-MM or YYYY.
   */
  maxDate?: string
  /**
   * Excluded days, `YYYY-MM-DD`.
   * @title Excluded days
   * @summary Days that cannot be picked, as YYYY-MM-DD.
   * @format date
   */
  disabledDates?: string[]
  /**
   * Excluded weekdays, `0` Sunday to `6` Saturday.
   * @title Excluded weekdays
   * @summary Weekdays that cannot be picked (stored 0 for Sunday to 6 for Saturday).
   * @integer
   * @uniqueItems
   * @oneOf [{"const":0,"title":"Sunday"},{"const":1,"title":"Monday"},{"const":2,"title":"Tuesday"},{"const":3,"title":"Wednesday"},{"const":4,"title":"Thursday"},{"const":5,"title":"Friday"},{"const":6,"title":"Saturday"}]
   */
  disabledWeekdays?: number[]
  /**
   * Excluded months, `1` to `12`.
   * @title Excluded months
   * @summary Months that cannot be picked (stored 1 to 12).
   * @integer
   * @uniqueItems
   * @oneOf [{"const":1,"title":"January"},{"const":2,"title":"February"},{"const":3,"title":"March"},{"const":4,"title":"April"},{"const":5,"title":"May"},{"const":6,"title":"June"},{"const":7,"title":"July"},{"const":8,"title":"August"},{"const":9,"title":"September"},{"const":10,"title":"October"},{"const":11,"title":"November"},{"const":12,"title":"December"}]
   */
  disabledMonths?: number[]
  /**
   * Excluded years.
   * @title Excluded years
   * @summary Years that cannot be picked.
   * @integer
   */
  disabledYears?: number[]
}

/**
 * Options of date, time and date-time fields (`UInputDate`, `UInputTime`).
 * @docsPage dates
 * @inspector date
 * @ignoresCommon placeholder
 */
export interface DateOptions extends DateConstraints {
  /**
   * Control type when the schema has no `format` (the option wins over the schema's).
   * @title Control type
   * @summary date, time or date-time; wins over the schema format.
   */
  format?: 'date' | 'time' | 'date-time'
  /**
   * Storage pattern in the tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss` and `Z` (offset); other
   * characters are literal. Without it: `YYYY-MM-DD`, `HH:mm:ss` or `YYYY-MM-DDTHH:mm:ssZ` by format.
   * @title Storage pattern
   * @summary Stored form in tokens YYYY, MM, DD, HH, mm, ss, Z; the RFC 3339 form of the format when unset.
   */
  pattern?: string
  /**
   * Locale of the segments and the popover calendar; the form's i18n locale, when the host sets
   * one, replaces the default.
   * @defaultValue datesDefaults.locale
   * @title Locale
   * @summary Locale of the segments and of the calendar; the form's i18n locale, when set, replaces the default.
   */
  locale?: string
  /**
   * Months shown in the popover calendar.
   * @title Months shown
   * @integer
   * @minimum 1
   */
  months?: number
  /**
   * Shows week numbers in the popover calendar.
   * @title Week numbers
   * @summary Show week numbers in the calendar.
   */
  weekNumbers?: boolean
  /** Props spread onto `UInputDate` (`size`, `variant`, `ui`, ...). */
  inputDate?: Record<string, unknown>
  /** Props spread onto `UInputTime` (`hourCycle`, `size`, `ui`, ...). */
  inputTime?: Record<string, unknown>
  /** Props spread onto the popover's `UCalendar`. */
  calendar?: Record<string, unknown>
  /** Props spread onto the `UPopover` that holds the calendar (`content`, `arrow`, `ui`, ...): the calendar's card. */
  calendarCard?: Record<string, unknown>
  /** Accepted but without effect: Nuxt UI 4.11 has no time card to pass it to. Use `inputTime`. */
  timeCard?: Record<string, unknown>
  /** Accepted but without effect: `UInputTime` has no separate hour part in Nuxt UI 4.11. Use `inputTime`. */
  timeHour?: Record<string, unknown>
  /** Accepted but without effect: `UInputTime` has no separate minute part in Nuxt UI 4.11. Use `inputTime`. */
  timeMinute?: Record<string, unknown>
  /** Accepted but without effect: `UInputTime` has no separate second part in Nuxt UI 4.11. Use `inputTime`. */
  timeSecond?: Record<string, unknown>
}

/**
 * Options of the inline calendar (`UCalendar`).
 * @docsPage dates
 * @inspector calendar
 * @ignoresCommon placeholder
 */
export interface CalendarOptions extends DateConstraints {
  /**
   * Required: `"calendar"`.
   * @inspector none
   */
  format: 'calendar'
  /**
   * Range selection stored as `{ start, end }`; use an object schema.
   * @title Range
   * @summary Select a range, stored as { start, end } (the schema must be an object).
   */
  range?: boolean
  /**
   * Storage pattern of each day, tokens as for date fields (default `YYYY-MM-DD`).
   * @title Storage pattern
   * @summary Stored form in tokens YYYY, MM, DD; YYYY-MM-DD when unset.
   */
  pattern?: string
  /**
   * Locale of the calendar; the form's i18n locale, when the host sets one, replaces the default.
   * @defaultValue datesDefaults.locale
   * @title Locale
   * @summary Locale of the calendar; the form's i18n locale, when set, replaces the default.
   */
  locale?: string
  /**
   * Months side by side.
   * @defaultValue {@link datesDefaults.rangeMonths} with `range`, else `1`
   * @title Months shown
   * @summary Months side by side; {@link datesDefaults.rangeMonths} for a range, otherwise 1, when unset.
   * @integer
   * @minimum 1
   */
  months?: number
  /**
   * Shows week numbers.
   * @title Week numbers
   * @summary Show week numbers in the calendar.
   */
  weekNumbers?: boolean
  /** Props spread onto `UCalendar`. */
  calendar?: Record<string, unknown>
}
