import type { JsonSchema, Layout, UISchemaElement } from '@jsonforms/core'
import type { RendererPlugin } from '../../registry/types'
import type { BuilderForm } from '../model/form'
import { setElementFields } from '../model/elements'
import { type SchemaNode, propertyAt } from '../model/scopes'
import { type NodePath, nodeAt } from '../model/tree'
import { commonOptionSchema } from './commonOptionSchema'
import { type FieldData, applyField, fieldData, fieldSchema, suggestedFormats } from './fieldSection'
import { type RuleData, ruleData, ruleFields, ruleFrom, ruleSchema } from './ruleSection'
import { winningEntry } from '../../registry/winningEntry'

/** The inspector's own form: its data is what it shows of one element. */
export interface InspectorData {
  field?: FieldData
  element?: { label?: string, text?: string }
  options?: Record<string, unknown>
  rule?: RuleData
}

export interface InspectorForm {
  schema: JsonSchema
  uischema: Layout
  data: InspectorData
  /** The element's rule is richer than the inspector edits; it is kept as it is. */
  ruleKept: boolean
}

const labelled = new Set(['Group', 'Category', 'Categorization'])

const group = (label: string, section: string, names: string[]): UISchemaElement =>
  ({ type: 'Group', label, elements: names.map(name => ({ type: 'Control', scope: `#/properties/${section}/properties/${name}` })) }) as UISchemaElement

function optionSchemaFor(plugins: readonly RendererPlugin[], element: UISchemaElement, form: BuilderForm): SchemaNode {
  const own = (winningEntry(plugins, element, form.schema)?.entry.optionSchema as SchemaNode | undefined)?.properties as Record<string, SchemaNode> | undefined
  const common = element.type === 'Control' ? commonOptionSchema.properties : {}
  // The default is shown, not stored: stored, it would end up in the exported options.
  const withDefault = (schema: SchemaNode): SchemaNode => schema.default === undefined
    ? schema
    : (({ default: value, ...rest }) => ({ ...rest, description: [rest.description, `Default: ${JSON.stringify(value)}.`].filter(Boolean).join(' ') }))(schema)
  return { type: 'object', properties: Object.fromEntries(Object.entries({ ...common, ...own }).map(([name, schema]) => [name, withDefault(schema as SchemaNode)])) }
}

function pick(source: Record<string, unknown> | undefined, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter(name => source?.[name] !== undefined).map(name => [name, source![name]]))
}

/** The inspector form of the element at `path`: its field, its own fields, its options and its rule. */
export function inspectorFor(form: BuilderForm, path: NodePath, plugins: readonly RendererPlugin[]): InspectorForm | undefined {
  const element = nodeAt(form.uischema, path)
  if (!element)
    return undefined
  const scope = (element as { scope?: unknown }).scope
  const property = typeof scope === 'string' ? propertyAt(form.schema, scope) : undefined
  const options = optionSchemaFor(plugins, element, form)
  const optionNames = Object.keys(options.properties as object)
  const elementNames = element.type === 'Label' ? ['text'] : labelled.has(element.type) ? ['label'] : []
  const rule = ruleData(element)
  const properties: Record<string, unknown> = {}
  const sections: UISchemaElement[] = []
  const data: InspectorData = {}
  if (property && typeof scope === 'string') {
    const schema = fieldSchema(property, suggestedFormats(plugins))
    properties.field = schema
    sections.push(group('Field', 'field', Object.keys(schema.properties as object)))
    data.field = fieldData(form, scope)
  }
  if (elementNames.length) {
    properties.element = { type: 'object', properties: Object.fromEntries(elementNames.map(name => [name, { type: 'string', title: name === 'text' ? 'Text' : 'Label' }])) }
    sections.push(group('Element', 'element', elementNames))
    data.element = pick(element as unknown as Record<string, unknown>, elementNames)
  }
  if (optionNames.length) {
    properties.options = options
    sections.push(group('Options', 'options', optionNames))
    data.options = pick(element.options, optionNames)
  }
  if (rule && path.length > 0) {
    properties.rule = ruleSchema(ruleFields(form, typeof scope === 'string' ? scope : undefined))
    sections.push(group('Rule', 'rule', ['effect', 'field', 'value']))
    data.rule = rule
  }
  return {
    schema: { type: 'object', properties } as JsonSchema,
    uischema: { type: 'VerticalLayout', elements: sections } as Layout,
    data,
    ruleKept: !rule,
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The form with what changed between two readings of the inspector applied to the element at
 * `path`. Throws a `RangeError` (with a message for the user) when a new key cannot be used.
 * `keyFollowsTitle`: a new title renames the field's key too (see `applyField`).
 */
export function applyInspector(form: BuilderForm, path: NodePath, before: InspectorData, after: InspectorData, keyFollowsTitle = false): BuilderForm {
  let next = form
  const element = nodeAt(form.uischema, path)
  const scope = (element as { scope?: unknown } | undefined)?.scope
  if (after.field && before.field && typeof scope === 'string' && !same(before.field, after.field))
    next = applyField(next, scope, before.field, after.field, keyFollowsTitle).form
  if (after.element && !same(before.element, after.element))
    next = setElementFields(next, path, Object.fromEntries(Object.entries(after.element).map(([name, value]) => [name, value === '' ? undefined : value])))
  if (after.options && !same(before.options, after.options)) {
    const options = { ...element?.options }
    for (const name of new Set([...Object.keys(before.options ?? {}), ...Object.keys(after.options)])) {
      const value = after.options[name]
      if (value === undefined || value === '' || value === null)
        delete options[name]
      else
        options[name] = value
    }
    next = setElementFields(next, path, { options })
  }
  if (after.rule && !same(before.rule, after.rule))
    next = setElementFields(next, path, { rule: ruleFrom(next, after.rule) })
  return next
}
