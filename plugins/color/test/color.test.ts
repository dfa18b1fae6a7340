import { describe, expect, it } from 'vitest'
import { colorText, convertColor, formatColor, parseColor, readColor, resolveNotation } from '../color'

const pick = '#3a7bd5'
const written = {
  hex: '#3a7bd5',
  rgb: 'rgb(58, 123, 213)',
  hsl: 'hsl(215, 65%, 53%)',
  cmyk: 'device-cmyk(73% 42% 0% 16%)',
  lab: 'lab(50.89% 2.6 -53.35)',
} as const

describe('colour notations', () => {
  it('writes the same pick in all five notations', () => {
    const color = parseColor(pick)!
    for (const [notation, expected] of Object.entries(written))
      expect(formatColor(color, notation as keyof typeof written)).toBe(expected)
  })

  it('reads back every notation it writes, close to the original colour', () => {
    for (const [notation, text] of Object.entries(written)) {
      const read = readColor(text)!
      expect(read.notation, notation).toBe(notation)
      const [r, g, b] = [1, 3, 5].map(i => Number.parseInt(read.hex.slice(i, i + 2), 16))
      // hsl and cmyk round to whole percentages: a channel may move by a few units.
      expect(Math.abs(r! - 58) + Math.abs(g! - 123) + Math.abs(b! - 213), notation).toBeLessThanOrEqual(6)
    }
  })

  it('reads the forms other tools write: cmyk(), commas, lab percentages, alpha, names', () => {
    expect(convertColor('cmyk(73%, 42%, 0%, 16%)', 'hex')).toBe(convertColor(written.cmyk, 'hex'))
    expect(convertColor('lab(50.890142% 2.079232% -42.677763%)', 'hex')).toBe('#3a7bd5')
    expect(convertColor('lab(50.89, 2.6, -53.35)', 'hex')).toBe('#3a7bd5')
    expect(convertColor('rgba(58, 123, 213, 0.5)', 'lab')).toBe('lab(50.89% 2.6 -53.35 / 0.5)')
    expect(convertColor('rgba(58, 123, 213, 0.5)', 'cmyk')).toBe('device-cmyk(73% 42% 0% 16% / 0.5)')
    expect(convertColor('  RebeccaPurple ', 'rgb')).toBe('rgb(102, 51, 153)')
    expect(readColor('red')).toEqual({ hex: '#ff0000', notation: 'name' })
  })

  it('refuses what is not a colour', () => {
    for (const value of ['', '   ', 'blue-ish', '#12', 'lab(50%)', 'cmyk(1 2 3)', 42, null, undefined, {}])
      expect(parseColor(value), String(value)).toBeUndefined()
    expect(convertColor('nope', 'hex')).toBeUndefined()
    expect(readColor('nope')).toBeUndefined()
  })

  it('reads unitless cmyk channels as CSS does (0 to 1) and refuses them outside that range', () => {
    expect(convertColor('device-cmyk(0.73 0.42 0 0.16)', 'hex')).toBe(convertColor(written.cmyk, 'hex'))
    expect(convertColor('cmyk(0.73, 0.42, 0, 0.16)', 'hex')).toBe(convertColor(written.cmyk, 'hex'))
    // Percentages written without "%": read as fractions they would all clamp to 100% (black).
    for (const value of ['cmyk(73, 42, 0, 16)', 'device-cmyk(73 42 0 16)', 'cmyk(120%, 0%, 0%, 0%)', 'cmyk(-1%, 0%, 0%, 0%)', 'cmyk(10%, 0%, 0%, 0% / 2)'])
      expect(parseColor(value), value).toBeUndefined()
  })

  it('falls back to hex for a missing or unknown colorFormat', () => {
    expect(resolveNotation(undefined)).toBe('hex')
    expect(resolveNotation('oklch')).toBe('hex')
    expect(resolveNotation('lab')).toBe('lab')
  })

  it('shows a stored value as text without rewriting it', () => {
    expect(colorText('rgb(1,2,3)')).toBe('rgb(1,2,3)')
    expect(colorText(12)).toBe('12')
    expect(colorText({ r: 1 })).toBe('')
  })
})
