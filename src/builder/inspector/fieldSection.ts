import type { RendererPlugin } from '../../registry/types'
import type { BuilderForm } from '../model/form'
import { isRequired, renameProperty, setProperty, setRequired } from '../model/properties'
import { keyFromTitle, uniqueKey } from '../model/insert'
import { type SchemaNode, propertyAt, propertyOf, schemaAt } from '../model/scopes'
import { type ChoiceRow, choiceRows, choiceValues, choicesPatch } from './choices'
import { builderLimits } from '../formSize'
import { type SubfieldRow, type VariantRow, applySubfieldRows, applyVariantRows, subfieldHolder, subfieldRows, variantKeyword, variantRows } from './subfields'
import { subfieldsControlOptions, subfieldsSchema, variantsControlOptions, variantsSchema } from './subfieldSchema'

/** What the inspector shows of a field's schema property. */
export interface FieldData {
  key?: string
  title?: string
  description?: string
  type?: string
  required?: boolean
  readOnly?: boolean
  choices?: ChoiceRow[]
  /** How many choices a field has when they are too many to list one row each (`builderLimits.inspectorChoices`). */
  choiceCount?: number
  format?: string
  default?: unknown
  /** The fields of an object, or of each item of a list of objects. */
  fields?: SubfieldRow[]
  /** The variants of a `oneOf` / `anyOf`, with the fields of each. */
  variants?: VariantRow[]
  [bound: string]: unknown
}

const types = ['string', 'number', 'integer', 'boolean', 'array', 'object']
/** The formats the core's validation knows whatever the families: the rest come from the families' `formats`. */
const coreFormats = ['email', 'uri']
/** Formats whose values are not free text: no length or pattern applies to a date, a colour or a file. */
const notText = new Set(['date', 'date-time', 'time', 'color', 'data-url', 'binary', 'byte'])
const keywordTitles: Record<string, string> = {
  minLength: 'Minimum length', maxLength: 'Maximum length', pattern: 'Pattern', minimum: 'Minimum', maximum: 'Maximum', minItems: 'Fewest items', maxItems: 'Most items', uniqueItems: 'Each item once',
}
/** The schema of each keyword the inspector edits beyond the common ones. */
const keywordSchemas: Record<string, SchemaNode> = {
  minLength: { type: 'integer', minimum: 0 },
  maxLength: { type: 'integer', minimum: 0 },
  pattern: { type: 'string', description: 'A regular expression the text must match.' },
  minimum: { type: 'number' },
  maximum: { type: 'number' },
  minItems: { type: 'integer', minimum: 0 },
  maxItems: { type: 'integer', minimum: 0 },
  uniqueItems: { type: 'boolean' },
}

function typeOf(property: SchemaNode): string | undefined {
  return typeof property.type === 'string' ? property.type : undefined
}

/** The keywords that apply to a field: lengths and a pattern for free text, bounds for numbers, item counts for lists. */
export function keywordsFor(property: SchemaNode): string[] {
  const type = typeOf(property)
  const format = typeof property.format === 'string' ? property.format : undefined
  if (type === 'string')
    return choiceRows(property) || (format && notText.has(format)) ? [] : ['minLength', 'maxLength', 'pattern']
  if (type === 'number' || type === 'integer')
    return ['minimum', 'maximum']
  if (type === 'array')
    return ['minItems', 'maxItems', 'uniqueItems']
  return []
}

/** The formats the inspector suggests: the core's, then each one a family declares it draws. */
export function suggestedFormats(plugins: readonly Pick<RendererPlugin, 'formats'>[]): string[] {
  return [...new Set([...coreFormats, ...plugins.flatMap(plugin => Object.keys(plugin.formats ?? {}))])]
}

/** The schema of a field's default value: its type's, or one of its choices (a searchable menu, however many). */
function defaultSchema(property: SchemaNode, choices: ChoiceRow[] | undefined): SchemaNode | undefined {
  const type = typeOf(property)
  if (choices && type !== 'array')
    return { type: 'string', enum: choiceValues(choices) }
  return type === 'boolean' ? { type: 'boolean' } : type === 'number' || type === 'integer' ? { type: 'number' } : type === 'string' ? { type: 'string' } : undefined
}

/** Past `builderLimits.inspectorChoices`, the choices are counted, read-only: thousands of rows would freeze the inspector. */
const choiceCountSchema: SchemaNode = {
  type: 'integer',
  title: 'Choices',
  readOnly: true,
  description: `More than ${builderLimits.inspectorChoices} choices: edit them in the JSON tab.`,
}

const choiceSchema: SchemaNode = {
  type: 'array',
  title: 'Choices',
  items: {
    type: 'object',
    properties: {
      value: { type: 'string', title: 'Stored value' },
      label: { type: 'string', title: 'Label', description: 'Shown instead of the stored value; blank shows the value.' },
    },
  },
}

export function fieldSchema(property: SchemaNode): SchemaNode {
  const type = typeOf(property)
  const choices = choiceRows(property)
  const fallback = defaultSchema(property, choices)
  return {
    type: 'object',
    properties: {
      key: { type: 'string', title: 'Key', description: 'The property name in the data.' },
      title: { type: 'string', title: 'Title' },
      description: { type: 'string', title: 'Description' },
      type: { type: 'string', title: 'Type', enum: types },
      required: { type: 'boolean', title: 'Required' },
      readOnly: { type: 'boolean', title: 'Read-only in the schema' },
      ...(choices && (choices.length > builderLimits.inspectorChoices ? { choiceCount: choiceCountSchema } : { choices: choiceSchema })),
      ...Object.fromEntries(keywordsFor(property).map(name => [name, { ...keywordSchemas[name], type: name === 'minimum' || name === 'maximum' ? (type === 'integer' ? 'integer' : 'number') : keywordSchemas[name].type, title: keywordTitles[name] }])),
      ...(type === 'string' && !choices && { format: { type: 'string', title: 'Format', description: 'Pick one the forms know, or type another.' } }),
      ...(fallback && { default: { ...fallback, title: 'Default value' } }),
      ...(subfieldHolder(property) && { fields: { ...subfieldsSchema, title: type === 'array' ? 'Fields of each item' : 'Fields' } }),
      ...(variantKeyword(property) && { variants: variantsSchema }),
    },
  }
}

/** How the field section draws some of its fields: the choices sortable, the format with the known ones suggested. */
export function fieldControlOptions(formats: readonly string[]): Record<string, Record<string, unknown>> {
  return { choices: { showSortButtons: true }, format: { suggestion: [...formats] }, fields: subfieldsControlOptions, variants: variantsControlOptions }
}

/** What the inspector shows of the field at `scope`; `detail`, the `detail` option of its Control, tells a switch from a checkbox among its fields. */
export function fieldData(form: BuilderForm, scope: string, detail?: unknown): FieldData {
  const property = propertyAt(form.schema, scope) ?? {}
  const data: FieldData = { key: propertyOf(scope)?.key, required: isRequired(form.schema, scope) }
  for (const name of ['title', 'description', 'type', 'readOnly', 'format', 'default', ...Object.keys(keywordTitles)]) {
    if (property[name] !== undefined)
      data[name] = property[name]
  }
  const choices = choiceRows(property)
  if (choices && choices.length > builderLimits.inspectorChoices)
    data.choiceCount = choices.length
  else if (choices)
    data.choices = choices
  const holder = subfieldHolder(property)
  if (holder)
    data.fields = subfieldRows(holder, detail)
  const variants = variantKeyword(property)
  if (variants)
    data.variants = variantRows(property[variants] as SchemaNode[])
  return data
}

const blank = (value: unknown) => value === undefined || value === null || value === ''

/** The field renamed to the key its new title suggests (`Full name` → `fullName`, `fullName2` when taken). */
function followTitle(form: BuilderForm, scope: string, title: unknown): { form: BuilderForm, scope: string } {
  const place = propertyOf(scope)
  const stem = keyFromTitle(typeof title === 'string' ? title : '')
  if (!place || !stem)
    return { form, scope }
  const siblings = Object.keys((schemaAt(form.schema, place.parent)?.properties ?? {}) as object).filter(name => name !== place.key)
  const { key } = uniqueKey(stem, siblings)
  return key === place.key ? { form, scope } : { form: renameProperty(form, scope, key), scope: scope.slice(0, scope.lastIndexOf('/') + 1) + key }
}

/**
 * Applies what changed between two readings of the field section. Throws a `RangeError` for a key
 * that cannot be used. With `keyFollowsTitle` (a field added in this builder whose key was never
 * edited by hand), a new title renames the key too.
 */
export function applyField(form: BuilderForm, scope: string, before: FieldData, after: FieldData, keyFollowsTitle = false): { form: BuilderForm, scope: string } {
  let next = form
  let current = scope
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const value = after[name]
    if (name === 'choiceCount' || JSON.stringify(value) === JSON.stringify(before[name]))
      continue
    if (name === 'key') {
      next = renameProperty(next, current, String(value ?? ''))
      current = current.slice(0, current.lastIndexOf('/') + 1) + String(value)
    }
    else if (name === 'required') {
      next = setRequired(next, current, value === true)
    }
    else if (name === 'fields') {
      const property = propertyAt(next.schema, current) ?? {}
      const holder = applySubfieldRows(subfieldHolder(property) ?? {}, before.fields ?? [], Array.isArray(value) ? value as SubfieldRow[] : [])
      next = setProperty(next, current, property.type === 'array' ? { items: holder } : { properties: holder.properties, required: holder.required })
    }
    else if (name === 'variants') {
      const property = propertyAt(next.schema, current) ?? {}
      const keyword = variantKeyword(property) ?? 'oneOf'
      next = setProperty(next, current, { [keyword]: applyVariantRows(property[keyword] as SchemaNode[], before.variants ?? [], Array.isArray(value) ? value as VariantRow[] : []) })
    }
    else if (name === 'choices') {
      next = setProperty(next, current, choicesPatch(propertyAt(next.schema, current) ?? {}, Array.isArray(value) ? value as ChoiceRow[] : []))
    }
    else {
      next = setProperty(next, current, { [name]: blank(value) || value === false ? undefined : value })
    }
  }
  if (keyFollowsTitle && before.key === after.key && before.title !== after.title)
    return followTitle(next, current, after.title)
  return { form: next, scope: current }
}
