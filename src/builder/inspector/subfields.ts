import type { UISchemaElement } from '@jsonforms/core'
import { keyFromTitle, uniqueKey } from '../model/insert'
import type { SchemaNode } from '../model/scopes'
import { cloneValue } from '../model/clone'
import { choiceRows, choicesPatch } from './choices'

/**
 * The fields inside a field, edited as rows of the inspector: those of an object, those of the
 * items of a list of objects, those of each variant of a `oneOf` / `anyOf`.
 */
export interface SubfieldRow {
  key?: string
  title?: string
  kind?: SubfieldKind
  required?: boolean
  minimum?: number
  maximum?: number
  /** A select's choices, as their stored values. */
  choices?: string[]
}

export interface VariantRow {
  title?: string
  /** Absent for a variant that is not an object (a text, a number). */
  fields?: SubfieldRow[]
}

/** What a row can be: each a schema property and, for some, the options of its Control. */
export const subfieldKinds = ['text', 'email', 'textarea', 'number', 'integer', 'checkbox', 'switch', 'select', 'tags', 'date', 'other'] as const
export type SubfieldKind = typeof subfieldKinds[number]

export const subfieldKindTitles: Record<SubfieldKind, string> = {
  text: 'Text', email: 'Email', textarea: 'Text area', number: 'Number', integer: 'Whole number', checkbox: 'Checkbox', switch: 'Switch', select: 'Select', tags: 'Tags', date: 'Date', other: 'Other (kept as it is)',
}

const kindSchemas: Record<Exclude<SubfieldKind, 'other'>, { property: SchemaNode, options?: Record<string, unknown> }> = {
  text: { property: { type: 'string' } },
  email: { property: { type: 'string', format: 'email' } },
  textarea: { property: { type: 'string' }, options: { multi: true } },
  number: { property: { type: 'number' } },
  integer: { property: { type: 'integer' } },
  checkbox: { property: { type: 'boolean' } },
  switch: { property: { type: 'boolean' }, options: { toggle: true } },
  select: { property: { type: 'string', enum: [] } },
  tags: { property: { type: 'array', items: { type: 'string' } }, options: { format: 'tags' } },
  date: { property: { type: 'string', format: 'date' } },
}

type Control = UISchemaElement & { scope?: string, options?: Record<string, unknown> }

/** The object schema whose `properties` a field's rows edit: the field itself, or its items. */
export function subfieldHolder(property: SchemaNode): SchemaNode | undefined {
  const isObject = (schema: unknown): boolean => !!schema && typeof schema === 'object' && (schema as SchemaNode).type === 'object' && !!(schema as SchemaNode).properties && typeof (schema as SchemaNode).properties === 'object'
  if (isObject(property))
    return property
  return property.type === 'array' && isObject(property.items) ? property.items as SchemaNode : undefined
}

/** The variants a field is one of (`oneOf`, else `anyOf`), unless they are a choice's `{ const }` list. */
export function variantKeyword(property: SchemaNode): 'oneOf' | 'anyOf' | undefined {
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const variants = property[keyword]
    if (Array.isArray(variants) && variants.length > 0 && variants.every(variant => !!variant && typeof variant === 'object' && !('const' in variant)))
      return keyword
  }
  return undefined
}

const controlKey = (element: Control): string | undefined => (typeof element.scope === 'string' && /^#\/properties\/[^/]+$/.test(element.scope) ? element.scope.slice('#/properties/'.length).replace(/~1/g, '/').replace(/~0/g, '~') : undefined)
const scopeOf = (key: string) => `#/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`

/** The Controls of a `detail` the rows may rewrite: a vertical layout of top-level Controls only. */
function flatDetail(detail: unknown): Control[] | undefined {
  const layout = detail as { type?: unknown, elements?: unknown } | undefined
  if (!layout || layout.type !== 'VerticalLayout' || !Array.isArray(layout.elements))
    return undefined
  return layout.elements.every(element => element?.type === 'Control' && controlKey(element) !== undefined) ? layout.elements as Control[] : undefined
}

function kindOf(property: SchemaNode, options: Record<string, unknown> | undefined): SubfieldKind {
  const { type, format } = property
  if (type === 'boolean')
    return options?.toggle === true ? 'switch' : 'checkbox'
  if (type === 'number' || type === 'integer')
    return type
  if (type === 'array' && (property.items as SchemaNode | undefined)?.type === 'string' && !(property.items as SchemaNode).enum)
    return 'tags'
  if (type !== 'string')
    return 'other'
  if (choiceRows(property))
    return 'select'
  if (format === 'email' || format === 'date')
    return format
  if (format === undefined)
    return options?.multi === true ? 'textarea' : 'text'
  return 'other'
}

/** The rows of an object schema, with the options its `detail` gives each Control (a switch, tags). */
export function subfieldRows(holder: SchemaNode, detail?: unknown): SubfieldRow[] {
  const controls = flatDetail(detail) ?? []
  const required = Array.isArray(holder.required) ? holder.required : []
  return Object.entries(holder.properties as Record<string, SchemaNode>).map(([key, property]) => {
    const options = controls.find(control => controlKey(control) === key)?.options
    const kind = kindOf(property, options)
    const row: SubfieldRow = { key, kind, required: required.includes(key) }
    if (typeof property.title === 'string')
      row.title = property.title
    for (const bound of ['minimum', 'maximum'] as const) {
      if (typeof property[bound] === 'number')
        row[bound] = property[bound] as number
    }
    if (kind === 'select')
      row.choices = choiceRows(property)!.map(choice => choice.value ?? '')
    return row
  })
}

/** The rows of each variant. */
export function variantRows(variants: readonly SchemaNode[]): VariantRow[] {
  return variants.map((variant) => {
    const holder = subfieldHolder(variant)
    return { ...(typeof variant.title === 'string' && { title: variant.title }), ...(holder && holder === variant && { fields: subfieldRows(holder) }) }
  })
}

/** What a title suggests as a key: `Unit price` → `unitPrice`, `field` for no title. */
const suggestion = (title: string | undefined) => keyFromTitle(title ?? '') || 'field'

/**
 * A row's key, unique among its siblings: the one typed, or (blank, or still the one its previous
 * title suggested, `unitPrice` or `unitPrice2`) the one its title suggests now.
 */
function rowKey(row: SubfieldRow, before: SubfieldRow | undefined, taken: Set<string>): string {
  const suggested = before && suggestion(before.title)
  const follows = !row.key || (before?.key === row.key && !!suggested && row.key.startsWith(suggested) && /^\d*$/.test(row.key.slice(suggested.length)))
  if (!follows && !taken.has(row.key!))
    return row.key!
  return uniqueKey(follows ? suggestion(row.title) : row.key!, taken).key
}

function rowProperty(row: SubfieldRow, previous: SchemaNode | undefined, previousKind: SubfieldKind | undefined): SchemaNode {
  const kind = row.kind ?? 'text'
  const keep = previous && (kind === previousKind || kind === 'other')
  const property: SchemaNode = keep ? cloneValue(previous) : kind === 'other' ? { type: 'string' } : cloneValue(kindSchemas[kind].property)
  if (row.title)
    property.title = row.title
  else
    delete property.title
  if (property.type === 'number' || property.type === 'integer') {
    for (const bound of ['minimum', 'maximum'] as const) {
      if (typeof row[bound] === 'number')
        property[bound] = row[bound]
      else
        delete property[bound]
    }
  }
  if (kind === 'select')
    Object.assign(property, choicesPatch(property, (row.choices ?? []).filter(value => value !== '').map(value => ({ value }))))
  for (const [name, value] of Object.entries(property)) {
    if (value === undefined)
      delete property[name]
  }
  return property
}

/**
 * The object schema with its properties as the rows give them, in their order: a row keeps its
 * property (and whatever the rows do not show of it) while its kind stays; a new kind starts a new
 * property. The rows before the edit tell a renamed row from a new one.
 */
export function applySubfieldRows(holder: SchemaNode, before: readonly SubfieldRow[], after: readonly SubfieldRow[]): SchemaNode {
  const properties = (holder.properties ?? {}) as Record<string, SchemaNode>
  const taken = new Set<string>()
  const next: Record<string, SchemaNode> = {}
  const required: string[] = []
  const sameRows = before.length === after.length
  after.forEach((row, index) => {
    const previousRow = before.find(old => old.key !== undefined && old.key === row.key) ?? (sameRows ? before[index] : undefined)
    const key = rowKey(row, previousRow, taken)
    taken.add(key)
    const previousKey = previousRow?.key ?? row.key
    const previous = previousKey !== undefined && Object.hasOwn(properties, previousKey) ? properties[previousKey] : undefined
    next[key] = rowProperty(row, previous, previousRow?.kind)
    if (row.required)
      required.push(key)
  })
  const result: SchemaNode = { ...cloneValue(holder), properties: next }
  if (required.length)
    result.required = required
  else
    delete result.required
  return result
}

/** The variants as their rows give them; a variant added gets an object with one text field. */
export function applyVariantRows(variants: readonly SchemaNode[], before: readonly VariantRow[], after: readonly VariantRow[]): SchemaNode[] {
  const sameRows = before.length === after.length
  return after.map((row, index) => {
    const at = sameRows ? index : before.findIndex(old => old.title === row.title)
    const previous = at >= 0 ? variants[at] : undefined
    const variant: SchemaNode = previous ? cloneValue(previous) : { type: 'object', properties: {} }
    if (row.title)
      variant.title = row.title
    else
      delete variant.title
    return row.fields && subfieldHolder(variant) === variant ? applySubfieldRows(variant, before[at]?.fields ?? [], row.fields) : variant
  })
}

/**
 * The `detail` that draws the rows with their options (a switch, tags): a vertical layout of their
 * Controls, or the `detail` as it was when it is laid out by hand or none is needed.
 */
export function detailFor(holder: SchemaNode, rows: readonly SubfieldRow[], detail: unknown): UISchemaElement | undefined {
  const flat = flatDetail(detail)
  if (detail !== undefined && !flat)
    return detail as UISchemaElement
  const keys = Object.keys(holder.properties as object)
  const needed = rows.some(row => row.kind && row.kind !== 'other' && kindSchemas[row.kind].options)
  if (!needed && !flat)
    return undefined
  const elements = keys.map((key, index) => {
    const kind = rows[index]?.kind
    const own = flat?.find(control => controlKey(control) === key)?.options ?? {}
    const { toggle: _toggle, format: _format, multi: _multi, ...rest } = own
    const options = { ...rest, ...(kind && kind !== 'other' ? kindSchemas[kind].options : (({ toggle, format, multi }) => Object.fromEntries(Object.entries({ toggle, format, multi }).filter(([, value]) => value !== undefined)))(own)) }
    return { type: 'Control', scope: scopeOf(key), ...(Object.keys(options).length && { options }) } as UISchemaElement
  })
  return { type: 'VerticalLayout', elements } as UISchemaElement
}
