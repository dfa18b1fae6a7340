import { positiveInteger } from 'nuxt-ui-jsonforms/kit'
import { type PinType, pinDefaults } from './options'

/** What an anchored pattern says about a pin: its length, and whether it takes digits only. */
export interface PinPattern {
  length: number
  digitsOnly: boolean
}

/** A stored value as cells, and what is wrong with it when the cells cannot show it as is. */
export interface ReadPin {
  cells: string[]
  problem?: 'tooLong' | 'notText'
  /** Characters of a stored string (for the `tooLong` note). */
  count?: number
}

interface SchemaLike {
  maxLength?: number
  pattern?: string
}

const SHORTHAND = /[dDwWsS]/
const ESCAPED_LITERAL = /[^\w]/
const DIGIT_CLASS = /^(?:0-9|\\d)+$/
const RANGE = /^\{(\d+)(,(\d*))?\}/

/** One character class of the pattern at `index`: whether it is a digit, and where it ends; `undefined` for syntax we do not read. */
function readAtom(body: string, index: number): { digit: boolean, end: number } | undefined {
  const char = body[index]!
  if (char === '\\') {
    const escaped = body[index + 1] ?? ''
    if (SHORTHAND.test(escaped))
      return { digit: escaped === 'd', end: index + 2 }
    return ESCAPED_LITERAL.test(escaped) && escaped !== '' ? { digit: false, end: index + 2 } : undefined
  }
  if (char === '[') {
    const close = body.indexOf(']', index + 2)
    return close < 0 ? undefined : { digit: DIGIT_CLASS.test(body.slice(index + 1, close)), end: close + 1 }
  }
  if ('()|^$*+?{}]'.includes(char))
    return undefined
  return { digit: char >= '0' && char <= '9', end: index + 1 }
}

/** How many times the atom before `index` repeats (the upper bound of `{m,n}`), or `undefined` when unbounded. */
function readCount(body: string, index: number): { count: number, end: number } | undefined {
  const range = RANGE.exec(body.slice(index))
  if (range) {
    if (range[2] !== undefined && range[3] === '')
      return undefined
    return { count: Number(range[3] || range[1]), end: index + range[0].length }
  }
  if (body[index] === '*' || body[index] === '+')
    return undefined
  return body[index] === '?' ? { count: 1, end: index + 1 } : { count: 1, end: index }
}

/**
 * Reads a pattern anchored with `^...$` made of single characters, classes and counts, such as
 * `^\d{6}$`, `^[0-9]{4}$` or `^[A-Z0-9]{5}$`. Anything else (groups, alternatives, unbounded
 * repeats, no anchors) says nothing: `undefined`.
 */
export function parsePinPattern(pattern: unknown): PinPattern | undefined {
  if (typeof pattern !== 'string')
    return undefined
  const body = /^\^(.*)\$$/s.exec(pattern)?.[1]
  if (!body)
    return undefined
  let length = 0
  let digitsOnly = true
  for (let index = 0; index < body.length;) {
    const atom = readAtom(body, index)
    const repeat = atom && readCount(body, atom.end)
    if (!atom || !repeat)
      return undefined
    length += repeat.count
    digitsOnly &&= atom.digit
    index = repeat.end
  }
  return length > 0 ? { length, digitsOnly } : undefined
}

/** Cells: the `length` option, else the schema `maxLength`, else the pattern's length, else `pinDefaults.length`. */
export function resolvePinLength(option: unknown, schema: SchemaLike | undefined): number {
  return positiveInteger(option)
    ?? positiveInteger(schema?.maxLength)
    ?? parsePinPattern(schema?.pattern)?.length
    ?? pinDefaults.length
}

/** The `type` option when valid, else `number` for a digits-only pattern, else `text`. */
export function resolvePinType(option: unknown, schema: SchemaLike | undefined): PinType {
  if (option === 'text' || option === 'number')
    return option
  return parsePinPattern(schema?.pattern)?.digitsOnly ? 'number' : 'text'
}

/** The cells shown for a stored value. */
export function readPin(value: unknown, length: number): ReadPin {
  if (value === undefined || value === null)
    return { cells: [] }
  if (typeof value === 'number' && Number.isFinite(value))
    return { cells: [...String(value)].slice(0, length), problem: 'notText' }
  if (typeof value !== 'string')
    return { cells: [], problem: 'notText' }
  const chars = [...value]
  return chars.length > length ? { cells: chars.slice(0, length), problem: 'tooLong', count: chars.length } : { cells: chars }
}

/** The widget's model (characters, or numbers in `number` mode, with holes for empty cells) as cells. */
export function toCells(model: unknown): string[] {
  return Array.isArray(model) ? Array.from(model, cell => cell === undefined || cell === null ? '' : String(cell)) : []
}

/** The value stored for the cells: the typed characters in order, `undefined` when none is typed. */
export function toStoredPin(cells: readonly string[]): string | undefined {
  return cells.join('') || undefined
}
