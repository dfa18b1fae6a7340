import { isPlainObject } from 'nuxt-ui-jsonforms/kit'
import { type MapShape, entrySchemaOf, mapKeyMatchLimit } from 'nuxt-ui-jsonforms/kit/internal'
import type { JsonSchema } from '@jsonforms/core'

/** At most this many entries of a map are drawn; a note says how many more the data holds. */
export const mapEntryLimit = 100

/** Why a key cannot be used, as the key of a message (`nui.object.key.*`) and its values. */
export type KeyProblem =
  | { reason: 'empty' }
  | { reason: 'taken' }
  | { reason: 'dot' }
  | { reason: 'tooLong', max: number }
  | { reason: 'name' }
  | { reason: 'pattern', patterns: string }

/**
 * What is wrong with `key` as a new (or renamed) entry of a map holding `keys`, or `undefined`
 * when it can be used: not empty, not an entry or fixed property already, no `.` (which would
 * make it a path), allowed by `propertyNames` (`pattern`, `minLength`, `maxLength`, `enum`,
 * `const`; the form's validator checks the rest) and by a pattern or `additionalProperties`.
 */
export function keyProblem(shape: MapShape, key: string, keys: ReadonlySet<string>): KeyProblem | undefined {
  if (key === '')
    return { reason: 'empty' }
  if (keys.has(key) || shape.fixed.has(key))
    return { reason: 'taken' }
  if (key.includes('.'))
    return { reason: 'dot' }
  if (key.length > mapKeyMatchLimit)
    return { reason: 'tooLong', max: mapKeyMatchLimit }
  if (shape.propertyNames && !nameAllowed(shape.propertyNames, key))
    return { reason: 'name' }
  if (!entrySchemaOf(shape, key))
    return { reason: 'pattern', patterns: shape.patterns.map(({ source }) => source).join(', ') }
  return undefined
}

function nameAllowed(names: Record<string, unknown>, key: string): boolean {
  const { pattern, minLength, maxLength, enum: allowed, const: only } = names
  const length = [...key].length
  if (typeof minLength === 'number' && length < minLength)
    return false
  if (typeof maxLength === 'number' && length > maxLength)
    return false
  if (Array.isArray(allowed) && !allowed.includes(key))
    return false
  if ('const' in names && only !== key)
    return false
  if (typeof pattern === 'string') {
    try {
      return new RegExp(pattern, 'u').test(key)
    }
    catch {
      return true
    }
  }
  return true
}

/** The keys of a map's value that are entries (own keys, the fixed properties left out). */
export function entryKeysOf(value: unknown, shape: MapShape): string[] {
  return isPlainObject(value) ? Object.keys(value).filter(key => !shape.fixed.has(key)) : []
}

/** `value` with the entry `from` renamed `to`, at its place. Own keys throughout (`__proto__` stays a key). */
export function renameEntry(value: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key === from ? to : key, item]))
}

/** `value` without the entry `key`. */
export function removeEntry(value: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))
}

/** `value` (an object, or nothing yet) with the entry `key` added last. */
export function addEntry(value: unknown, key: string, item: unknown): Record<string, unknown> {
  return Object.fromEntries([...Object.entries(isPlainObject(value) ? value : {}), [key, item]])
}

const anyString = Object.freeze({ type: 'string' })
const anyNumber = Object.freeze({ type: 'number' })
const anyBoolean = Object.freeze({ type: 'boolean' })
const anyObject = Object.freeze({ type: 'object', additionalProperties: true })
const anyList = Object.freeze({ type: 'array', items: anyString })
const nullableString = Object.freeze({ type: ['string', 'null'] })

/**
 * The schema an entry of an open map (`additionalProperties: true` or `{}`) is edited with, read
 * from its value: text for text (and a new entry), a number, a switch, a nested map, a list of
 * text, and a nullable text field for `null`. Constants: the renderer is ranked once.
 */
export function openEntrySchema(value: unknown): JsonSchema {
  if (value === null)
    return nullableString as JsonSchema
  if (Array.isArray(value))
    return anyList as JsonSchema
  switch (typeof value) {
    case 'number': return anyNumber as JsonSchema
    case 'boolean': return anyBoolean as JsonSchema
    case 'object': return anyObject as JsonSchema
    default: return anyString as JsonSchema
  }
}

/** Whether a value schema says nothing (`true`, `{}`): its entries are edited by their values' types. */
export function isOpenSchema(schema: JsonSchema): boolean {
  return isPlainObject(schema) && Object.keys(schema).length === 0
}
