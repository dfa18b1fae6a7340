import { isPlainObject } from 'nuxt-ui-jsonforms/kit'
import { type Translator, enumToEnumOptionMapper, oneOfToEnumOptionMapper } from '@jsonforms/core'

/** One choice of an enum field: what the user reads and what is stored. */
export interface Choice {
  label: string
  value: unknown
  description?: string
}

type Schema = Record<string, unknown>


/** How a value reads when it has no title: strings as written, anything else as JSON (`null`, `42`, `{"a":1}`). */
export function valueLabel(value: unknown): string {
  if (typeof value === 'string')
    return value
  return value === undefined ? 'undefined' : JSON.stringify(value)
}

/**
 * How choice labels are translated, as JSON Forms' own enum renderers do: its translator, and the
 * field's key prefix (the `i18n` of the UI-schema element or schema, else the data path without
 * array indices). Without it, labels are the titles and values as written.
 */
export interface ChoiceTranslation {
  translate: Translator
  prefix: string
}

/** An enum value's label: translated under `<prefix>.<value>` (JSON Forms' enum mapper), else the value. */
export function enumLabel(value: unknown, translation: ChoiceTranslation | undefined): string {
  return translation ? enumToEnumOptionMapper(value, translation.translate, translation.prefix).label : valueLabel(value)
}

/**
 * A `{ const, title }` entry's label: its own `i18n` key first, else `<prefix>.<title>` (JSON Forms'
 * oneOf mapper); the title, or the value without one, is the default.
 */
function constLabel(entry: Schema, translation: ChoiceTranslation | undefined): string {
  const title = typeof entry.title === 'string' && entry.title !== '' ? entry.title : valueLabel(entry.const)
  return translation ? oneOfToEnumOptionMapper({ ...entry, title }, translation.translate, translation.prefix).label : title
}

/** A `oneOf` whose every entry is a `{ const }` (with or without `title`). */
const isConstUnion = (oneOf: unknown): oneOf is Schema[] =>
  Array.isArray(oneOf) && oneOf.length > 0 && oneOf.every(entry => isPlainObject(entry) && 'const' in entry)

/**
 * The list of `{ const }` entries a schema picks from: its `oneOf`, else its `anyOf` (without a
 * `oneOf`, a value that matches one const matches the union: the same choices).
 */
const constEntries = (schema: Schema): unknown => Object.hasOwn(schema, 'oneOf') ? schema.oneOf : schema.anyOf

/** `oneOf` entries as choices, when every entry is a `{ const }` (with or without `title`). */
function oneOfChoices(oneOf: unknown, translation: ChoiceTranslation | undefined): Choice[] | undefined {
  if (!isConstUnion(oneOf))
    return undefined
  return oneOf.map(entry => ({
    label: constLabel(entry, translation),
    value: entry.const,
    ...(typeof entry.description === 'string' && entry.description !== '' ? { description: entry.description } : {}),
  }))
}

/**
 * The choices a schema offers: its `enum`, its `oneOf` (or `anyOf`) of `{ const, title }`, or a lone `const`
 * (one choice, as JSON Forms treats it); `undefined` when it offers none. With a translation the
 * labels go through JSON Forms' i18n keys.
 */
export function choicesOf(schema: unknown, translation?: ChoiceTranslation): Choice[] | undefined {
  if (!isPlainObject(schema))
    return undefined
  if (Array.isArray(schema.enum))
    return schema.enum.length > 0 ? schema.enum.map(value => ({ label: enumLabel(value, translation), value })) : undefined
  if ('const' in schema && !('oneOf' in schema))
    return [{ label: constLabel({ const: schema.const, title: schema.title }, translation), value: schema.const }]
  return oneOfChoices(constEntries(schema), translation)
}

/** How many choices a schema offers, counted without making them (a tester reads it on every check). */
export function choiceCount(schema: unknown): number {
  if (!isPlainObject(schema))
    return 0
  if (Array.isArray(schema.enum))
    return schema.enum.length
  const entries = constEntries(schema)
  return Array.isArray(entries) ? entries.length : 1
}

/** A schema of a list (its `type` is or includes `array`). */
export function isArraySchema(schema: unknown): boolean {
  return isPlainObject(schema) && (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')))
}

/** Whether `choicesOf(schema)` finds choices, told without making them (a tester asks on every check). */
function offersChoices(schema: unknown): boolean {
  if (!isPlainObject(schema))
    return false
  if (Array.isArray(schema.enum))
    return schema.enum.length > 0
  return ('const' in schema && !('oneOf' in schema)) || isConstUnion(constEntries(schema))
}

/** A single value picked from a list (the select menu, select and radio testers). */
export function hasSingleChoices(schema: unknown): boolean {
  return isPlainObject(schema) && !isArraySchema(schema) && offersChoices(schema)
}

/** A list of values picked from the choices its `items` offer (the checkbox group and, when long, the select menu). */
export function hasMultiChoices(schema: unknown): boolean {
  return isPlainObject(schema) && isArraySchema(schema) && offersChoices(schema.items)
}

/** The choices of an array whose `items` offer an `enum` or a `oneOf` of consts (the checkbox group). */
export function multiChoicesOf(schema: unknown, translation?: ChoiceTranslation): Choice[] | undefined {
  return isPlainObject(schema) && isArraySchema(schema) ? choicesOf(schema.items, translation) : undefined
}

/** How many choices an array of choices offers (its `items`' count), counted without making them. */
export const multiChoiceCount = (schema: unknown): number => (isPlainObject(schema) ? choiceCount(schema.items) : 0)

/** Deep equality of JSON values, so that a `const` object or array matches the stored copy. */
export function deepEqualJson(a: unknown, b: unknown): boolean {
  if (a === b)
    return true
  if (!isPlainObject(a) && !Array.isArray(a))
    return false
  if (!isPlainObject(b) && !Array.isArray(b))
    return false
  if (Array.isArray(a) !== Array.isArray(b))
    return false
  const keys = Object.keys(a)
  const other = b as Schema
  return keys.length === Object.keys(other).length
    && keys.every(key => Object.hasOwn(other, key) && deepEqualJson((a as Schema)[key], other[key]))
}

/** Position of the stored value among the choices, or -1. */
export function indexOfValue(choices: readonly Choice[], value: unknown): number {
  return choices.findIndex(choice => deepEqualJson(choice.value, value))
}

/**
 * The keys the widgets work with: the index of each choice as a string. Values themselves would
 * not do: reka-ui treats `null` as "nothing selected", refuses `""` in a select and compares
 * objects by identity.
 */
export const keyOf = (index: number): string => String(index)

/** The selected key of a single-choice field, and the stored value when it is none of the choices. */
export function selectedKey(choices: readonly Choice[], value: unknown): { key?: string, unknown: unknown[] } {
  if (value === undefined)
    return { unknown: [] }
  const index = indexOfValue(choices, value)
  return index >= 0 ? { key: keyOf(index), unknown: [] } : { unknown: [value] }
}

/** The checked keys of a multi-choice field, and the stored items that are none of the choices. */
export function selectedKeys(choices: readonly Choice[], value: unknown): { keys: string[], unknown: unknown[] } {
  if (!Array.isArray(value))
    return { keys: [], unknown: [] }
  const keys: string[] = []
  const unknown: unknown[] = []
  for (const item of value) {
    const index = indexOfValue(choices, item)
    if (index < 0)
      unknown.push(item)
    else if (!keys.includes(keyOf(index)))
      keys.push(keyOf(index))
  }
  return { keys, unknown }
}

/** Index of the choice a widget key names, or -1. */
function indexOfKey(choices: readonly Choice[], key: unknown): number {
  const index = typeof key === 'string' && /^\d+$/.test(key) ? Number(key) : -1
  return index < choices.length ? index : -1
}

/** The value picked by key, or `undefined` for no (or an unknown) key. */
export function valueOfKey(choices: readonly Choice[], key: unknown): unknown {
  const index = indexOfKey(choices, key)
  return index >= 0 ? choices[index]!.value : undefined
}

/**
 * The array a checkbox group stores for the checked keys: each choice once (so `uniqueItems`
 * holds), in the order they were checked; `undefined` once nothing is checked.
 */
export function toStoredList(choices: readonly Choice[], keys: unknown): unknown[] | undefined {
  const picked = Array.isArray(keys) ? [...new Set(keys)].filter(key => indexOfKey(choices, key) >= 0) : []
  return picked.length ? picked.map(key => choices[indexOfKey(choices, key)]!.value) : undefined
}

/** A widget item: the choice's label and description, with its key as the value the widget handles. */
export interface KeyedItem {
  label: string
  value: string
  description?: string
  'aria-label'?: string
}

/** Choices as widget items, keyed by their position across all the groups, in order. */
export function toKeyedGroups(groups: readonly (readonly Choice[])[]): KeyedItem[][] {
  let index = 0
  return groups.map(group => group.map(({ label, description }) => ({ label, value: keyOf(index++), ...(description ? { description } : {}) })))
}
