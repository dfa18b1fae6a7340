import { type Colord, colord, extend, getFormat } from 'colord'
import cmykPlugin from 'colord/plugins/cmyk'
import labPlugin from 'colord/plugins/lab'
import namesPlugin from 'colord/plugins/names'
import { colorDefaults } from './options'

extend([cmykPlugin, labPlugin, namesPlugin])

/** The notations a colour field can write to the data. */
export const colorNotations = ['hex', 'rgb', 'hsl', 'cmyk', 'lab'] as const
export type ColorNotation = typeof colorNotations[number]

/** The notation asked for, or the default (`hex`) when the option is missing or unknown. */
export function resolveNotation(option: unknown): ColorNotation {
  return colorNotations.includes(option as ColorNotation) ? option as ColorNotation : colorDefaults.colorFormat
}

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?`
const LAB = new RegExp(String.raw`^lab\(\s*(${NUMBER})(%?)[\s,]+(${NUMBER})(%?)[\s,]+(${NUMBER})(%?)\s*(?:[/,]\s*(${NUMBER})(%?)\s*)?\)$`, 'i')
const CMYK = /^(?:device-)?cmyk\((.*)\)$/i

function alphaOf(value: string | undefined, percent: string | undefined): number {
  if (value === undefined)
    return 1
  return Number(value) / (percent ? 100 : 1)
}

/** CSS `lab()`: L as a number or percentage (both 0-100); a and b as numbers, or percentages of 125. */
function parseLab(text: string): Colord | undefined {
  const match = LAB.exec(text)
  if (!match)
    return undefined
  const [, l, , a, aPercent, b, bPercent, alpha, alphaPercent] = match
  const axis = (value: string, percent: string | undefined) => Number(value) * (percent ? 1.25 : 1)
  const color = colord({ l: Number(l), a: axis(a!, aPercent), b: axis(b!, bPercent), alpha: alphaOf(alpha, alphaPercent) })
  return color.isValid() ? color : undefined
}

const CHANNEL = new RegExp(String.raw`^(${NUMBER})(%?)$`, 'i')

/**
 * One cmyk part as a fraction of `scale`: a percentage (0-100%) or, as in CSS, a plain number
 * (0-1). Out of range is refused rather than clamped: `cmyk(73, 42, 0, 16)` means percentages
 * written without `%`, and clamping would read it as black.
 */
function cmykPart(text: string, scale: number): number | undefined {
  const match = CHANNEL.exec(text)
  if (!match)
    return undefined
  const fraction = Number(match[1]) / (match[2] ? 100 : 1)
  return fraction >= 0 && fraction <= 1 ? fraction * scale : undefined
}

/** `cmyk(...)` / `device-cmyk(...)`, spaces or commas, optional `/ alpha`: given to colord's cmyk plugin as channels. */
function parseCmyk(body: string): Colord | undefined {
  const parts = body.split(/[\s,/]+/).filter(Boolean)
  if (parts.length !== 4 && parts.length !== 5)
    return undefined
  const [c, m, y, k] = parts.slice(0, 4).map(part => cmykPart(part, 100))
  const a = parts.length === 5 ? cmykPart(parts[4]!, 1) : 1
  if (c === undefined || m === undefined || y === undefined || k === undefined || a === undefined)
    return undefined
  const color = colord({ c, m, y, k, a })
  return color.isValid() ? color : undefined
}

/** Reads a colour written in any supported notation (or a CSS colour name); `undefined` when it is not one. */
export function parseColor(value: unknown): Colord | undefined {
  if (typeof value !== 'string')
    return undefined
  const text = value.trim()
  if (text === '')
    return undefined
  // Our reading of cmyk is final: colord's own would clamp what we refuse.
  const cmyk = CMYK.exec(text)
  if (cmyk)
    return parseCmyk(cmyk[1]!)
  const parsed = parseLab(text)
  if (parsed)
    return parsed
  const color = colord(text)
  return color.isValid() ? color : undefined
}

const round = (value: number) => Math.round(value * 100) / 100

/** The colour written in a notation: `#rrggbb[aa]`, `rgb()`, `hsl()`, `device-cmyk()` or `lab()`. */
export function formatColor(color: Colord, notation: ColorNotation): string {
  switch (notation) {
    case 'rgb': return color.toRgbString()
    case 'hsl': return color.toHslString()
    case 'cmyk': return color.toCmykString()
    case 'lab': {
      const { l, a, b, alpha } = color.toLab()
      return `lab(${round(l)}% ${round(a)} ${round(b)}${alpha < 1 ? ` / ${round(alpha)}` : ''})`
    }
    default: return color.toHex()
  }
}

/** A colour in any notation, rewritten in the given one; `undefined` when it is not a colour. */
export function convertColor(value: unknown, notation: ColorNotation): string | undefined {
  const color = parseColor(value)
  return color && formatColor(color, notation)
}

/** A stored colour read once: the hex the picker is given and the notation it is written in (`name` for CSS names such as `red`). */
export interface ReadColor {
  hex: string
  notation: ColorNotation | 'name' | undefined
}

/** What a stored value reads as (`readColor`); `undefined` when it is not a colour. */
export function readColor(value: unknown): ReadColor | undefined {
  const color = parseColor(value)
  return color && { hex: color.toHex(), notation: notationOfText((value as string).trim()) }
}

/** The notation of a text that reads as a colour: lab and cmyk by their function, the rest as colord finds it. */
function notationOfText(text: string): ColorNotation | 'name' | undefined {
  if (LAB.test(text))
    return 'lab'
  if (CMYK.test(text))
    return 'cmyk'
  const format = getFormat(text)
  return format === 'hex' || format === 'rgb' || format === 'hsl' || format === 'name' ? format : undefined
}

/** What the text field shows for a stored value: the text as stored, a number as written, else empty. */
export function colorText(value: unknown): string {
  if (typeof value === 'string')
    return value
  return typeof value === 'number' ? String(value) : ''
}
