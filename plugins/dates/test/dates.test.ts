import { CalendarDate, Time, parseDate } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { dayBlocker, defaultPatterns, formatStored, parseBound, parseStored, resolveLocale, resolvePattern, timeGranularity } from '../dates'
import { dateKindOf } from '../testers'

const blocked = (constraints: Parameters<typeof dayBlocker>[0], days: string[]) => {
  const isBlocked = dayBlocker(constraints)
  return days.filter(day => isBlocked(parseDate(day)))
}

describe('patterns', () => {
  it('round-trips stored values with the default patterns and with custom ones', () => {
    const cases: [Parameters<typeof parseStored>[1], string, string][] = [
      ['date', defaultPatterns.date, '2024-02-29'],
      ['time', defaultPatterns.time, '07:05:09'],
      ['date', 'DD/MM/YYYY', '31/12/2023'],
      ['date', 'YYYY-MM', '2024-05'],
      ['date', 'YYYY', '1999'],
      ['time', 'HH:mm', '23:59'],
      ['date-time', 'YYYY-MM-DD HH:mm', '2024-05-01 14:30'],
    ]
    for (const [kind, pattern, value] of cases)
      expect(formatStored(parseStored(value, kind, pattern)!, kind, pattern), `${kind} ${pattern}`).toBe(value)
  })

  it('reads the parts and fills the missing ones with their first value', () => {
    expect(parseStored('2024-05', 'date', 'YYYY-MM')!.date!.toString()).toBe('2024-05-01')
    expect(parseStored('14:30', 'time', 'HH:mm')!.time!.toString()).toBe('14:30:00')
    const both = parseStored('2024-05-01 14:30', 'date-time', 'YYYY-MM-DD HH:mm')!
    expect([both.date!.toString(), both.time!.toString()]).toEqual(['2024-05-01', '14:30:00'])
  })

  it('writes a date-time with the offset of its moment and reads offsets back to the same instant', () => {
    const text = formatStored({ date: new CalendarDate(2024, 5, 1), time: new Time(14, 30) }, 'date-time', defaultPatterns['date-time'])!
    expect(text).toMatch(/^2024-05-01T14:30:00(?:Z|[+-]\d\d:\d\d)$/)
    const back = parseStored(text, 'date-time', defaultPatterns['date-time'])!
    expect(formatStored(back, 'date-time', defaultPatterns['date-time'])).toBe(text)
    const instant = (value: string) => new Date(value).getTime()
    const shifted = formatStored(parseStored('2024-05-01T12:00:00+05:00', 'date-time', defaultPatterns['date-time'])!, 'date-time', defaultPatterns['date-time'])!
    expect(instant(shifted)).toBe(instant('2024-05-01T12:00:00+05:00'))
  })

  it('rejects text that does not match or names an impossible day or time', () => {
    for (const [value, kind, pattern] of [['2023-02-30', 'date', 'YYYY-MM-DD'], ['2024-13-01', 'date', 'YYYY-MM-DD'], ['25:00:00', 'time', 'HH:mm:ss'], ['next tuesday', 'date', 'YYYY-MM-DD'], ['2024-05-01', 'date', 'DD/MM/YYYY']] as const)
      expect(parseStored(value, kind, pattern), value).toBeUndefined()
    expect(parseStored(20240501, 'date', 'YYYY-MM-DD')).toBeUndefined()
    expect(formatStored({ date: new CalendarDate(2024, 5, 1) }, 'date-time', defaultPatterns['date-time'])).toBeUndefined()
  })

  it('falls back to the default pattern without tokens and picks the time granularity', () => {
    expect(resolvePattern('date', 'no tokens')).toBe('YYYY-MM-DD')
    expect(resolvePattern('time', 'HH:mm')).toBe('HH:mm')
    expect([timeGranularity('HH'), timeGranularity('HH:mm'), timeGranularity('HH:mm:ss')]).toEqual(['hour', 'minute', 'second'])
  })
})

describe('bounds and blocked days', () => {
  it('reads YYYY-MM-DD, YYYY-MM and YYYY bounds inclusively', () => {
    expect(parseBound('2024-02', 'max')!.toString()).toBe('2024-02-29')
    expect(parseBound('2024-02', 'min')!.toString()).toBe('2024-02-01')
    expect(parseBound('2024', 'max')!.toString()).toBe('2024-12-31')
    expect(parseBound('2024-02-10', 'max')!.toString()).toBe('2024-02-10')
    expect(parseBound('soon', 'min')).toBeUndefined()
  })

  it('minDate and maxDate block the days outside, inclusive', () => {
    const days = ['2024-01-31', '2024-02-01', '2024-03-31', '2024-04-01']
    expect(blocked({ minDate: '2024-02', maxDate: '2024-03' }, days)).toEqual(['2024-01-31', '2024-04-01'])
    expect(blocked({ minDate: '2024-02-01' }, days)).toEqual(['2024-01-31'])
    expect(blocked({ maxDate: '2023' }, days)).toEqual(days)
  })

  it('disabledDates, disabledWeekdays (0 Sunday), disabledMonths and disabledYears block exactly their days', () => {
    // 2024-06-02 is a Sunday, 2024-06-08 a Saturday.
    const week = ['2024-06-02', '2024-06-03', '2024-06-04', '2024-06-05', '2024-06-06', '2024-06-07', '2024-06-08']
    expect(blocked({ disabledDates: ['2024-06-04', 'bad'] }, week)).toEqual(['2024-06-04'])
    expect(blocked({ disabledWeekdays: [0, 6] }, week)).toEqual(['2024-06-02', '2024-06-08'])
    expect(blocked({ disabledWeekdays: [1] }, week)).toEqual(['2024-06-03'])
    expect(blocked({ disabledMonths: [6] }, ['2024-05-31', '2024-06-01', '2024-07-01'])).toEqual(['2024-06-01'])
    expect(blocked({ disabledYears: [2025] }, ['2024-12-31', '2025-01-01', '2026-01-01'])).toEqual(['2025-01-01'])
    expect(blocked({}, week)).toEqual([])
  })
})

describe('locale and kind', () => {
  it('uses the option, then the form locale, then fr-FR', () => {
    expect(resolveLocale('en-GB', 'de')).toBe('en-GB')
    expect(resolveLocale(undefined, 'de')).toBe('de')
    expect(resolveLocale(undefined, undefined)).toBe('fr-FR')
  })

  it('passes over a locale Intl refuses, as one typed key by key is on its way', () => {
    expect(resolveLocale('de-', 'en-GB')).toBe('en-GB')
    expect(resolveLocale('Typed 3', 'not a locale')).toBe('fr-FR')
  })

  it('takes the option format before the schema format', () => {
    expect(dateKindOf(undefined, 'date-time')).toBe('date-time')
    expect(dateKindOf('time', 'date')).toBe('time')
    expect(dateKindOf('calendar', 'date')).toBeUndefined()
    expect(dateKindOf(undefined, 'email')).toBeUndefined()
  })
})

describe('plugin', () => {
  it('loads both controls lazily: no component in the entries', async () => {
    const { datesPlugin } = await import('../index')
    expect(datesPlugin.entries.map(entry => [entry.name, typeof entry.load, entry.component])).toEqual([['date', 'function', undefined], ['calendar', 'function', undefined]])
  })
})
