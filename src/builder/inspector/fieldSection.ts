import type { RendererPlugin } from '../../registry/types'
import type { BuilderForm } from '../model/form'
import { isRequired, renameProperty, setProperty, setRequired } from '../model/properties'
import { keyFromTitle, uniqueKey } from '../model/insert'
import { type SchemaNode, propertyAt, propertyOf, schemaAt } from '../model/scopes'
import { builderLimits } from '../formSize'

/** What the inspector shows of a field's schema property. */
export interface FieldData {
  key?: string
  title?: string
  description?: string
  type?: string
  required?: boolean
  readOnly?: boolean
  choices?: string[]
  /** How many choices a field has when they are too many to list one input each (`builderLimits.inspectorChoices`). */
  choiceCount?: number
  format?: string
  default?: unknown
  [bound: string]: unknown
}

const types = ['string', 'number', 'integer', 'boolean', 'array', 'object']
/** The formats the core's validation knows whatever the families: the rest come from the families' `formats`. */
const coreFormats = ['email', 'uri']
/** The bounds offered for each type: `minimum`/`maximum`, lengths or item counts. */
const boundsOf: Record<string, [string, string]> = {
  string: ['minLength', 'maxLength'],
  number: ['minimum', 'maximum'],
  integer: ['minimum', 'maximum'],
  array: ['minItems', 'maxItems'],
}
const boundTitles: Record<string, string> = {
  minLength: 'Minimum length', maxLength: 'Maximum length', minimum: 'Minimum', maximum: 'Maximum', minItems: 'Fewest items', maxItems: 'Most items',
}

function typeOf(property: SchemaNode): string | undefined {
  return typeof property.type === 'string' ? property.type : undefined
}

/** Where the choices of a field live: `enum`, or `items.enum` for a multiple choice. */
function choicesOf(property: SchemaNode): unknown[] | undefined {
  const items = property.items as SchemaNode | undefined
  return Array.isArray(property.enum) ? property.enum : Array.isArray(items?.enum) ? items.enum : undefined
}

/**
 * The choices as a list of inputs, or past `builderLimits.inspectorChoices` their count, read-only,
 * with a note: thousands of inputs would freeze the inspector.
 */
function choicesField(choices: unknown[] | undefined): Record<string, SchemaNode> {
  if (!choices)
    return {}
  if (choices.length > builderLimits.inspectorChoices)
    return { choiceCount: { type: 'integer', title: 'Choices', readOnly: true, description: `More than ${builderLimits.inspectorChoices} choices: edit them in the JSON tab.` } }
  return { choices: { type: 'array', title: 'Choices', items: { type: 'string' } } }
}

/** The formats the inspector suggests: the core's, then each one a family declares it draws. */
export function suggestedFormats(plugins: readonly Pick<RendererPlugin, 'formats'>[]): string[] {
  return [...new Set([...coreFormats, ...plugins.flatMap(plugin => Object.keys(plugin.formats ?? {}))])]
}

export function fieldSchema(property: SchemaNode, formats: readonly string[] = coreFormats): SchemaNode {
  const type = typeOf(property)
  const bounds: string[] = type && boundsOf[type] ? boundsOf[type] : []
  const defaultSchema = type === 'boolean' ? { type: 'boolean' } : type === 'number' || type === 'integer' ? { type: 'number' } : type === 'string' ? { type: 'string' } : undefined
  return {
    type: 'object',
    properties: {
      key: { type: 'string', title: 'Key', description: 'The property name in the data.' },
      title: { type: 'string', title: 'Title' },
      description: { type: 'string', title: 'Description' },
      type: { type: 'string', title: 'Type', enum: types },
      required: { type: 'boolean', title: 'Required' },
      readOnly: { type: 'boolean', title: 'Read-only in the schema' },
      ...choicesField(choicesOf(property)),
      ...Object.fromEntries(bounds.map(name => [name, { type: type === 'number' ? 'number' : 'integer', title: boundTitles[name] }])),
      ...(type === 'string' && { format: { type: 'string', title: 'Format', description: `For example ${formats.join(', ')}.` } }),
      ...(defaultSchema && { default: { ...defaultSchema, title: 'Default value' } }),
    },
  }
}

export function fieldData(form: BuilderForm, scope: string): FieldData {
  const property = propertyAt(form.schema, scope) ?? {}
  const data: FieldData = { key: propertyOf(scope)?.key, required: isRequired(form.schema, scope) }
  for (const name of ['title', 'description', 'type', 'readOnly', 'format', 'default', ...Object.keys(boundTitles)]) {
    if (property[name] !== undefined)
      data[name] = property[name]
  }
  const choices = choicesOf(property)
  if (choices && choices.length > builderLimits.inspectorChoices)
    data.choiceCount = choices.length
  else if (choices)
    data.choices = choices.map(String)
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
    else if (name === 'choices') {
      const property = propertyAt(next.schema, current) ?? {}
      const choices = Array.isArray(value) && value.length ? value : undefined
      next = Array.isArray(property.enum) || !property.items
        ? setProperty(next, current, { enum: choices ?? [] })
        : setProperty(next, current, { items: { ...(property.items as SchemaNode), enum: choices ?? [] } })
    }
    else {
      next = setProperty(next, current, { [name]: blank(value) || value === false ? undefined : value })
    }
  }
  if (keyFollowsTitle && before.key === after.key && before.title !== after.title)
    return followTitle(next, current, after.title)
  return { form: next, scope: current }
}
