import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'

export type FieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'enum' | 'radio' | 'slider' | 'date' | 'dateTime' | 'file' | 'autocomplete'
  | 'colour' | 'rating' | 'pin' | 'tags' | 'object' | 'array'

/** The choices of every enum and radio field. */
export const choices = ['Amber', 'Blue', 'Crimson', 'Dune', 'Emerald']

/** One generated field, described once so that every contender renders the same thing. */
export interface FieldSpec {
  key: string
  title: string
  kind: FieldKind
  required: boolean
  maxLength?: number
  minimum?: number
  maximum?: number
}

/** A generated form: schema and UI schema for JSON Forms, the field list for the hand-written floor. */
export interface Fixture {
  n: number
  fields: FieldSpec[]
  schema: JsonSchema7
  uischema: UISchemaElement
  data: Record<string, unknown>
  /** The field the bench types into: a plain string field in the middle of the form (none in a mix without one). */
  typedKey: string | undefined
}

/** In every 10 fields: 4 strings, a number, an integer, a boolean, an enum (select menu), a radio group, a slider. */
const pattern: FieldKind[] = ['string', 'number', 'boolean', 'string', 'integer', 'enum', 'string', 'radio', 'slider', 'string']

/**
 * The "heavy" mix (ours only, `?heavy`): a field of every family beside text fields, half of them
 * strings: choices, colour, slider, rating, pin, tags, dates, upload, autocomplete, object, array.
 */
const heavyPattern: FieldKind[] = ['string', 'date', 'string', 'file', 'string', 'autocomplete', 'string', 'dateTime', 'string', 'radio', 'string', 'enum', 'string', 'colour', 'string', 'slider', 'string', 'rating', 'string', 'pin', 'string', 'tags', 'string', 'object', 'string', 'array']

/** The "basic" mix (`?basic`, weighed): text, number and boolean fields alone. */
const basicPattern: FieldKind[] = ['string', 'number', 'boolean', 'string', 'integer', 'string', 'boolean', 'string', 'number', 'string']

/** The mixes a page generates by name, as `built` ships them compiled (`builtSchemas` of vite.config.ts). */
export const mixes = { flat: pattern, heavy: heavyPattern, basic: basicPattern } satisfies Record<string, FieldKind[]>
export type MixName = keyof typeof mixes

const query = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search)
/**
 * Which mix a page generates: `?heavy` or `?basic` in its URL picks one, `?kinds=radio` (or
 * `?kinds=string,slider`) repeats the kinds it lists (the bench's mount by field kind), the
 * standard mix otherwise. `pageMix` is its name, undefined for `?kinds`.
 */
const kinds = query.get('kinds')?.split(',') as FieldKind[] | undefined
export const pageMix: MixName | undefined = kinds ? undefined : query.has('heavy') ? 'heavy' : query.has('basic') ? 'basic' : 'flat'
const pageKinds = kinds ?? mixes[pageMix!]

function spec(index: number, mix: readonly FieldKind[]): FieldSpec {
  const kind = mix[index % mix.length]!
  const field: FieldSpec = { key: `f${index}`, title: `Field ${index + 1}`, kind, required: index % 3 === 0 }
  if (kind === 'string' && index % 4 === 0)
    field.maxLength = 40
  if (kind === 'integer') {
    field.minimum = 0
    field.maximum = 1000
  }
  if (kind === 'number' && index % 2 === 1)
    field.minimum = 0
  if (kind === 'slider') {
    field.minimum = 0
    field.maximum = 100
  }
  if (kind === 'rating') {
    field.minimum = 0
    field.maximum = 5
  }
  if (kind === 'pin')
    field.maxLength = 4
  return field
}

/** Initial values of the heavy mix's other kinds, fresh on every call. */
const otherValues = {
  colour: () => '#3366ff',
  rating: () => 3,
  pin: () => '1234',
  tags: () => ['alpha', 'beta'],
  object: () => ({ street: 'Main Street', city: 'Paris' }),
  array: () => [{ title: 'one' }, { title: 'two' }],
}

function initialValue(field: FieldSpec, index: number): unknown {
  if (field.kind === 'string')
    return `value ${index}`
  if (field.kind === 'boolean')
    return index % 2 === 0
  if (field.kind === 'enum' || field.kind === 'radio')
    return choices[index % choices.length]
  if (field.kind === 'slider')
    return index % 100
  if (field.kind === 'date')
    return '2024-06-15'
  if (field.kind === 'dateTime')
    return '2024-06-15T10:30:00Z'
  if (field.kind === 'file' || field.kind === 'autocomplete')
    return undefined
  return otherValues[field.kind as keyof typeof otherValues]?.() ?? index
}

function propertySchema(field: FieldSpec): JsonSchema7 {
  const { title, kind, maxLength, minimum, maximum } = field
  if (kind === 'enum' || kind === 'radio')
    return { type: 'string', title, enum: [...choices] }
  if (kind === 'slider')
    return { type: 'integer', title, minimum, maximum }
  if (kind === 'date' || kind === 'dateTime')
    return { type: 'string', title, format: kind === 'date' ? 'date' : 'date-time' }
  if (kind === 'file')
    return { type: 'string', title, format: 'data-url' }
  if (kind === 'autocomplete' || kind === 'colour' || kind === 'pin')
    return { type: 'string', title, ...(kind === 'colour' ? { format: 'color' } : {}), ...(maxLength === undefined ? {} : { maxLength }) }
  if (kind === 'rating')
    return { type: 'integer', title, minimum, maximum }
  if (kind === 'tags')
    return { type: 'array', title, items: { type: 'string' } }
  if (kind === 'object')
    return { type: 'object', title, properties: { street: { type: 'string', title: 'Street' }, city: { type: 'string', title: 'City' } } }
  if (kind === 'array')
    return { type: 'array', title, items: { type: 'object', properties: { title: { type: 'string', title: 'Title' } } } }
  return { type: kind, title, ...(maxLength === undefined ? {} : { maxLength }), ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) }
}

/** The UI-schema options that pick the widget of a kind (the same data type can render differently). */
function controlOptions(kind: FieldKind): { options?: Record<string, unknown> } {
  if (kind === 'radio')
    return { options: { format: 'radio' } }
  if (kind === 'slider')
    return { options: { slider: true } }
  if (kind === 'autocomplete')
    return { options: { api: { url: 'api/cities' } } }
  if (kind === 'rating' || kind === 'pin' || kind === 'tags')
    return { options: { format: kind } }
  return {}
}

/**
 * A fresh form of `n` fields of the page's mix (or of `mix`): new objects on every call, so no
 * contender can reuse a cache (memoised testers, compiled validators) from the previous mount.
 */
export function generate(n: number, mix: readonly FieldKind[] = pageKinds): Fixture {
  const fields = Array.from({ length: n }, (_, index) => spec(index, mix))
  const schema: JsonSchema7 = {
    type: 'object',
    properties: Object.fromEntries(fields.map(field => [field.key, propertySchema(field)])),
    required: fields.filter(field => field.required).map(field => field.key),
  }
  const uischema = {
    type: 'VerticalLayout',
    elements: fields.map(field => ({ type: 'Control', scope: `#/properties/${field.key}`, ...controlOptions(field.kind) })),
  } as UISchemaElement
  const data = Object.fromEntries(fields.map((field, index) => [field.key, initialValue(field, index)]))
  const typed = fields.find((field, index) => index >= n / 2 && field.kind === 'string' && field.maxLength === undefined)
  return { n, fields, schema, uischema, data, typedKey: typed?.key }
}
