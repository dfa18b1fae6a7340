import {
  CalendarDate,
  CalendarDateTime,
  type DateValue,
  Time,
  endOfMonth,
  endOfYear,
  getDayOfWeek,
  getLocalTimeZone,
  parseAbsolute,
  toCalendarDateTime,
  toZoned,
} from '@internationalized/date'

import type { DateKind } from './kinds'
import { type DateConstraints, datesDefaults } from './options'

export type { DateKind } from './kinds'

/**
 * Storage pattern of each kind when `pattern` is not set: the RFC 3339 forms JSON Schema's
 * `format` checks. A date-time carries the offset of the user's time zone, so the wall time the
 * user picked reads back unchanged.
 */
export const defaultPatterns: Readonly<Record<DateKind, string>> = Object.freeze({
  'date': 'YYYY-MM-DD',
  'time': 'HH:mm:ss',
  'date-time': 'YYYY-MM-DDTHH:mm:ssZ',
})

/** A parsed value: the day and/or the time of day, in the user's time zone. */
export interface DateParts {
  date?: CalendarDate
  time?: Time
}

type Token = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss' | 'Z'
const tokenPattern = /YYYY|MM|DD|HH|mm|ss|Z/g
const tokenRegex: Record<Token, string> = {
  YYYY: '(\\d{4})',
  MM: '(\\d{2})',
  DD: '(\\d{2})',
  HH: '(\\d{2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})(?:\\.\\d+)?',
  Z: '(Z|z|[+-]\\d{2}:?\\d{2})',
}

/** The tokens of a pattern, in order; everything between them is literal text. */
export function patternTokens(pattern: string): Token[] {
  return (pattern.match(tokenPattern) ?? []) as Token[]
}

/** The pattern to use: the option when it has at least one token, otherwise the kind's default. */
export function resolvePattern(kind: DateKind, pattern: unknown): string {
  return typeof pattern === 'string' && patternTokens(pattern).length > 0 ? pattern : defaultPatterns[kind]
}

/** `UInputTime` granularity matching the finest time token of the pattern. */
export function timeGranularity(pattern: string): 'hour' | 'minute' | 'second' {
  const tokens = patternTokens(pattern)
  return tokens.includes('ss') ? 'second' : tokens.includes('mm') ? 'minute' : 'hour'
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function matchFields(text: string, pattern: string): Partial<Record<Token, string>> | undefined {
  const tokens = patternTokens(pattern)
  const source = pattern.split(tokenPattern).map(escape).reduce((all, literal, i) => all + literal + (tokens[i] ? tokenRegex[tokens[i]] : ''), '')
  const match = new RegExp(`^${source}$`).exec(text.trim())
  if (!match)
    return undefined
  return Object.fromEntries(tokens.map((token, i) => [token, match[i + 1]]))
}

const sameDay = (date: CalendarDate, year: number, month: number, day: number) => date.year === year && date.month === month && date.day === day

/**
 * Reads a stored string with a pattern. Tokens the pattern lacks take their first value (month 1,
 * day 1, 00:00:00); an impossible day (`2023-02-30`) or time (`25:00`) reads as nothing. A value
 * with an offset is moved into the user's time zone.
 */
export function parseStored(value: unknown, kind: DateKind, pattern: string): DateParts | undefined {
  if (typeof value !== 'string')
    return undefined
  const fields = matchFields(value, pattern)
  if (!fields)
    return undefined
  const number = (token: Token, fallback: number) => fields[token] === undefined ? fallback : Number(fields[token])
  const parts: DateParts = {}
  if (kind !== 'time') {
    if (fields.YYYY === undefined)
      return undefined
    const [year, month, day] = [number('YYYY', 1), number('MM', 1), number('DD', 1)]
    if (month < 1 || month > 12 || day < 1)
      return undefined
    const date = new CalendarDate(year, month, day)
    if (!sameDay(date, year, month, day))
      return undefined
    parts.date = date
  }
  if (kind !== 'date') {
    const [hour, minute, second] = [number('HH', 0), number('mm', 0), number('ss', 0)]
    if (hour > 23 || minute > 59 || second > 59)
      return undefined
    parts.time = new Time(hour, minute, second)
  }
  if (kind === 'date-time' && fields.Z !== undefined)
    return shiftToLocal(parts.date!, parts.time!, fields.Z)
  return parts
}

function shiftToLocal(date: CalendarDate, time: Time, offset: string): DateParts | undefined {
  const normalised = /^[+-]\d{4}$/.test(offset) ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset.toUpperCase()
  try {
    const local = toCalendarDateTime(parseAbsolute(`${new CalendarDateTime(date.year, date.month, date.day, time.hour, time.minute, time.second).toString()}${normalised}`, getLocalTimeZone()))
    return { date: new CalendarDate(local.year, local.month, local.day), time: new Time(local.hour, local.minute, local.second) }
  }
  catch {
    return undefined
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

function offsetText(date: CalendarDate, time: Time): string {
  const minutes = Math.round(toZoned(new CalendarDateTime(date.year, date.month, date.day, time.hour, time.minute, time.second), getLocalTimeZone()).offset / 60_000)
  if (minutes === 0)
    return 'Z'
  const sign = minutes < 0 ? '-' : '+'
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`
}

/** Writes parts with a pattern; a date-time without its day or its time writes nothing. */
export function formatStored(parts: DateParts, kind: DateKind, pattern: string): string | undefined {
  const date = parts.date
  const time = parts.time ?? (kind === 'date' ? new Time() : undefined)
  if ((kind !== 'time' && !date) || (kind !== 'date' && !time))
    return undefined
  const values: Record<Token, () => string> = {
    YYYY: () => pad(date?.year ?? 0, 4),
    MM: () => pad(date?.month ?? 1),
    DD: () => pad(date?.day ?? 1),
    HH: () => pad(time?.hour ?? 0),
    mm: () => pad(time?.minute ?? 0),
    ss: () => pad(time?.second ?? 0),
    Z: () => date && time ? offsetText(date, time) : 'Z',
  }
  return pattern.replace(tokenPattern, token => values[token as Token]())
}

/** A `minDate` / `maxDate` bound: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, inclusive (a month or year bound covers all its days). */
export function parseBound(bound: unknown, side: 'min' | 'max'): CalendarDate | undefined {
  if (typeof bound !== 'string')
    return undefined
  for (const pattern of ['YYYY-MM-DD', 'YYYY-MM', 'YYYY']) {
    const date = parseStored(bound, 'date', pattern)?.date
    if (date)
      return side === 'min' ? date : pattern === 'YYYY-MM' ? endOfMonth(date) : pattern === 'YYYY' ? endOfYear(date) : date
  }
  return undefined
}


const numbers = (list: unknown) => new Set(Array.isArray(list) ? list.filter((item): item is number => typeof item === 'number') : [])

/** The inclusive bounds of the constraints, for the widgets' `minValue` / `maxValue`. */
export function boundsOf(constraints: DateConstraints): { min?: CalendarDate, max?: CalendarDate } {
  return { min: parseBound(constraints.minDate, 'min'), max: parseBound(constraints.maxDate, 'max') }
}

/**
 * "Is this day blocked?": outside the bounds, or listed in `disabledDates`, `disabledWeekdays`
 * (0 Sunday to 6 Saturday), `disabledMonths` (1 to 12) or `disabledYears`.
 */
export function dayBlocker(constraints: DateConstraints): (date: DateValue) => boolean {
  const { min, max } = boundsOf(constraints)
  const days = new Set((Array.isArray(constraints.disabledDates) ? constraints.disabledDates : [])
    .map(day => parseStored(day, 'date', 'YYYY-MM-DD')?.date?.toString()).filter(Boolean))
  const weekdays = numbers(constraints.disabledWeekdays)
  const months = numbers(constraints.disabledMonths)
  const years = numbers(constraints.disabledYears)
  return (value) => {
    const date = new CalendarDate(value.year, value.month, value.day)
    return (min !== undefined && date.compare(min) < 0)
      || (max !== undefined && date.compare(max) > 0)
      || days.has(date.toString())
      // en-US weeks start on Sunday, so its day index is the option's 0..6.
      || weekdays.has(getDayOfWeek(date, 'en-US'))
      || months.has(date.month)
      || years.has(date.year)
  }
}

/** Whether a value names a locale `Intl` accepts (`de-`, typed on the way to `de-DE`, does not). */
function isLocale(value: unknown): value is string {
  if (typeof value !== 'string' || value === '')
    return false
  try {
    return Intl.getCanonicalLocales(value).length > 0
  }
  catch {
    return false
  }
}

/** The `locale` option, else the form's i18n locale when the host sets one, else the spec's default; a locale `Intl` refuses is passed over. */
export function resolveLocale(option: unknown, formLocale: unknown): string {
  if (isLocale(option))
    return option
  return isLocale(formLocale) ? formLocale : datesDefaults.locale
}
