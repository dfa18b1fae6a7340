import { hasType, isPlainObject } from 'nuxt-ui-jsonforms/kit'
import { type JsonSchema, Resolve, deriveTypes } from '@jsonforms/core'


/** The items of a list that says nothing of them (`items` left out, `true` or `{}`): text, as a map's open entries start. */
const openItems: JsonSchema = Object.freeze({ type: 'string' })

/** `items` that constrain nothing: left out, `true`, or a schema without keywords. */
function saysNothing(items: unknown): boolean {
  return items === undefined || items === true || (isPlainObject(items) && Object.keys(items).length === 0)
}

/**
 * The schema of every item of an array schema, `$ref` followed; text for items it says nothing of
 * (`openItems`); `undefined` for a tuple (`items` as a list, `prefixItems`), `items: false`, or an
 * item `$ref` that does not resolve.
 */
export function itemSchemaOf(schema: JsonSchema | undefined, rootSchema: JsonSchema | undefined): JsonSchema | undefined {
  if (!isPlainObject(schema))
    return undefined
  const { items } = schema as { items?: unknown }
  if (saysNothing(items))
    return Object.hasOwn(schema, 'prefixItems') ? undefined : openItems
  if (!isPlainObject(items))
    return undefined
  try {
    const resolved = Resolve.schema(schema, '#/items', rootSchema ?? schema)
    return isPlainObject(resolved) && Object.keys(resolved).length > 0 && typeof resolved.$ref !== 'string' ? resolved : undefined
  }
  catch {
    return undefined
  }
}

/** An array whose items share one schema: the list control takes it (tags, choices and files rank higher). */
export function isListSchema(schema: JsonSchema | undefined, rootSchema: JsonSchema | undefined): boolean {
  return isPlainObject(schema) && hasType(schema, 'array') && itemSchemaOf(schema, rootSchema) !== undefined
}

const PRIMITIVES = ['string', 'number', 'integer', 'boolean']

/** Items of one primitive type get one labelled input each instead of a card. */
export function isPrimitiveItem(itemSchema: JsonSchema | undefined): boolean {
  if (!isPlainObject(itemSchema) || itemSchema.oneOf || itemSchema.anyOf || itemSchema.allOf)
    return false
  const types = deriveTypes(itemSchema).filter(type => type !== 'null')
  return types.length === 1 && PRIMITIVES.includes(types[0]!)
}

/** The schema's `minItems` / `maxItems`, when they are whole numbers of at least 0. */
export function limitsOf(schema: JsonSchema | undefined): { min?: number, max?: number } {
  const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
  return isPlainObject(schema) ? { min: count(schema.minItems), max: count(schema.maxItems) } : {}
}

/** A copy of `list` with `item` inserted at `index` (clamped to the list). */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, list.length))
  return [...list.slice(0, at), item, ...list.slice(at)]
}

/** A copy of `list` without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index)
}

/** A copy of `list` with the item at `from` moved to `to`; the list itself when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length)
    return [...list]
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item as T)
  return copy
}

/** One column of the table view: a property of the item schema. */
export interface TableColumn {
  name: string
  title: string
  schema: JsonSchema
  /** The scope of the property inside an item (`#/properties/<name>`, the name escaped as a JSON pointer). */
  scope: string
}

/**
 * The columns of the table view of an item schema: its properties in order, titled by their
 * `title` or their name; `undefined` unless the item is an object whose every property is a
 * primitive (an `enum` of primitives included), and has at least one.
 */
export function tableColumnsOf(itemSchema: JsonSchema | undefined): TableColumn[] | undefined {
  if (!isPlainObject(itemSchema) || !deriveTypes(itemSchema).includes('object') || !isPlainObject(itemSchema.properties))
    return undefined
  const columns = Object.entries(itemSchema.properties).map(([name, schema]) => ({
    name,
    title: isPlainObject(schema) && typeof schema.title === 'string' && schema.title !== '' ? schema.title : name,
    schema: schema as JsonSchema,
    scope: `#/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
  }))
  return columns.length && columns.every(column => isPrimitiveItem(column.schema) || isEnumOfPrimitives(column.schema)) ? columns : undefined
}

function isEnumOfPrimitives(schema: JsonSchema): boolean {
  return isPlainObject(schema) && Array.isArray(schema.enum) && schema.enum.every(value => value === null || ['string', 'number', 'boolean'].includes(typeof value))
}
