import type { SchemaNode } from '../model/scopes'

/** One choice as the inspector edits it: the value stored, and the label shown (blank: the value is shown). */
export interface ChoiceRow {
  value?: string
  label?: string
}

const isConst = (entry: unknown): entry is { const: unknown, title?: unknown } => !!entry && typeof entry === 'object' && 'const' in entry

/** Where a field's choices live: the property itself, or its `items` for a multiple choice. */
function holderOf(property: SchemaNode): SchemaNode | undefined {
  const items = property.items as SchemaNode | undefined
  const offers = (schema: SchemaNode | undefined) => !!schema && (Array.isArray(schema.enum) || (Array.isArray(schema.oneOf) && schema.oneOf.length > 0 && schema.oneOf.every(isConst)))
  return offers(property) ? property : property.type === 'array' && offers(items) ? items : undefined
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')

/** The choices of a field (its `enum`, or its `oneOf` of `{ const, title }`, on itself or on its items); `undefined` when it has none. */
export function choiceRows(property: SchemaNode): ChoiceRow[] | undefined {
  const holder = holderOf(property)
  if (!holder)
    return undefined
  if (Array.isArray(holder.enum))
    return holder.enum.map(value => ({ value: text(value) }))
  return (holder.oneOf as { const: unknown, title?: unknown }[]).map(entry => ({ value: text(entry.const), ...(typeof entry.title === 'string' && entry.title !== '' && { label: entry.title }) }))
}

/** A choice's stored value: typed as the field's values are (a number for a number field), the text as typed otherwise. */
function storedValue(type: unknown, value: string | undefined): unknown {
  const typed = value ?? ''
  if ((type === 'number' || type === 'integer') && typed.trim() !== '' && Number.isFinite(Number(typed)))
    return Number(typed)
  if (type === 'boolean' && (typed === 'true' || typed === 'false'))
    return typed === 'true'
  return typed
}

/**
 * The keywords that store the choices on their holder: an `enum` when no choice has a label of its
 * own, else a `oneOf` of `{ const, title }` (which the choice widgets read as label and value).
 */
export function choicesPatch(property: SchemaNode, rows: readonly ChoiceRow[]): Record<string, unknown> {
  const holder = holderOf(property) ?? property
  const type = holder.type
  const labelled = rows.some(row => !!row.label)
  const keywords = labelled
    ? { enum: undefined, oneOf: rows.map(row => ({ const: storedValue(type, row.value), ...(row.label && { title: row.label }) })) }
    : { oneOf: undefined, enum: rows.map(row => storedValue(type, row.value)) }
  if (holder === property)
    return keywords
  const items = { ...holder }
  for (const [name, value] of Object.entries(keywords)) {
    if (value === undefined)
      delete items[name]
    else
      items[name] = value
  }
  return { items }
}

/** The values a field offers as choices, as the inspector shows them (for its default). */
export const choiceValues = (rows: readonly ChoiceRow[]): string[] => [...new Set(rows.map(row => row.value ?? ''))]
