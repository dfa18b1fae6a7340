import { describe, expect, it } from 'vitest'
import { parsePinPattern, readPin, resolvePinLength, resolvePinType, toCells, toStoredPin } from '../pin'

describe('pin pattern', () => {
  it('reads the length and the digits-only nature of simple anchored patterns', () => {
    expect(parsePinPattern('^\\d{6}$')).toEqual({ length: 6, digitsOnly: true })
    expect(parsePinPattern('^[0-9]{4}$')).toEqual({ length: 4, digitsOnly: true })
    expect(parsePinPattern('^[A-Z0-9]{5}$')).toEqual({ length: 5, digitsOnly: false })
    expect(parsePinPattern('^\\d\\d\\d$')).toEqual({ length: 3, digitsOnly: true })
    expect(parsePinPattern('^\\d{3}-\\d{3}$')).toEqual({ length: 7, digitsOnly: false })
    expect(parsePinPattern('^[a-z]{2}\\d{4}$')).toEqual({ length: 6, digitsOnly: false })
    expect(parsePinPattern('^\\d{4,6}$')).toEqual({ length: 6, digitsOnly: true })
    expect(parsePinPattern('^\\w{8}$')).toEqual({ length: 8, digitsOnly: false })
  })

  it('says nothing about patterns it cannot read exactly', () => {
    for (const pattern of ['\\d{6}', '^\\d{6}', '^\\d+$', '^\\d*$', '^\\d{4,}$', '^(\\d{6})$', '^a|b$', '^$', '^\\b\\d$', '^\\1$', 42, undefined])
      expect(parsePinPattern(pattern), String(pattern)).toBeUndefined()
  })
})

describe('pin length and type', () => {
  it('takes the length from the option, then maxLength, then the pattern, then 4', () => {
    expect(resolvePinLength(8, { maxLength: 6, pattern: '^\\d{5}$' })).toBe(8)
    expect(resolvePinLength(undefined, { maxLength: 6, pattern: '^\\d{5}$' })).toBe(6)
    expect(resolvePinLength(undefined, { pattern: '^\\d{5}$' })).toBe(5)
    expect(resolvePinLength(undefined, {})).toBe(4)
    expect(resolvePinLength(0, undefined)).toBe(4)
    expect(resolvePinLength('6', { maxLength: 2.5 })).toBe(4)
  })

  it('infers number for a digits-only pattern, text otherwise; a valid option wins', () => {
    expect(resolvePinType(undefined, { pattern: '^\\d{6}$' })).toBe('number')
    expect(resolvePinType(undefined, { pattern: '^[A-Z0-9]{5}$' })).toBe('text')
    expect(resolvePinType(undefined, { maxLength: 6 })).toBe('text')
    expect(resolvePinType('text', { pattern: '^\\d{6}$' })).toBe('text')
    expect(resolvePinType('number', {})).toBe('number')
    expect(resolvePinType('digits', { pattern: '^[A-Z]{2}$' })).toBe('text')
  })
})

describe('pin values', () => {
  it('reads a stored string into cells, flagging one longer than the cells and values that are not text', () => {
    expect(readPin(undefined, 4)).toEqual({ cells: [] })
    expect(readPin('12', 4)).toEqual({ cells: ['1', '2'] })
    expect(readPin('1234567', 6)).toEqual({ cells: ['1', '2', '3', '4', '5', '6'], problem: 'tooLong', count: 7 })
    expect(readPin(1234, 4)).toEqual({ cells: ['1', '2', '3', '4'], problem: 'notText' })
    expect(readPin({ code: 1 }, 4)).toEqual({ cells: [], problem: 'notText' })
  })

  it('joins the cells into the stored string, undefined when empty', () => {
    expect(toStoredPin(['1', '', '3'])).toBe('13')
    expect(toStoredPin([])).toBeUndefined()
    expect(toStoredPin(['', ''])).toBeUndefined()
    // eslint-disable-next-line no-sparse-arrays
    expect(toCells([1, , 3])).toEqual(['1', '', '3'])
    expect(toCells('nope')).toEqual([])
  })
})
