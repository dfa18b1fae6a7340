import type { JsonSchema, Layout, UISchemaElement } from '@jsonforms/core'
import type { RendererPlugin } from '../../registry/types'
import type { BuilderForm } from '../model/form'
import { setElementFields } from '../model/elements'
import { type SchemaNode, propertyAt } from '../model/scopes'
import { type NodePath, nodeAt } from '../model/tree'
import { commonOptionSchema } from './commonOptionSchema'
import { type FieldData, applyField, fieldControlOptions, fieldData, fieldSchema, suggestedFormats } from './fieldSection'
import { type RuleData, ruleData, ruleFields, ruleFrom, ruleSchema } from './ruleSection'
import { winningEntry } from '../../registry/winningEntry'
import { localizeProperties } from './localize'
import { type BuilderText, englishText } from '../translate'
import { builderMessages } from '../messages'
import { formatMessage } from '../../i18n/messages'
import { type SubfieldRow, detailFor, subfieldHolder } from './subfields'
import { asJsonField, jsonControl, jsonOptionNames, jsonText, readJsonOption } from './jsonOptions'

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
  /** The options edited as JSON text (pass-through objects, `styles`, ...): `applyInspector` reads them back. */
  jsonOptions: string[]
}

const labelled = new Set(['Group', 'Category', 'Categorization'])

/** A section of the inspector: a Group titled `nui.builder.section.<section>`. */
const group = (text: BuilderText, section: 'field' | 'element' | 'options' | 'rule', names: string[], json: readonly string[] = [], controlOptions: Record<string, Record<string, unknown>> = {}): UISchemaElement =>
  ({
    type: 'Group',
    label: text(`nui.builder.section.${section}`, builderMessages[`nui.builder.section.${section}`]),
    elements: names.map(name => (json.includes(name) ? jsonControl : (scope: string) => ({ type: 'Control', scope, ...(controlOptions[name] && { options: controlOptions[name] }) }))(`#/properties/${section}/properties/${name}`)),
  }) as UISchemaElement

/**
 * The options the entry that wins the parent reads on its children (`x-childOptions`: a Category's
 * `queryId`), their texts under `nui.builder.option.<family>.<entry>.children.<option>`.
 */
function childOptions(plugins: readonly RendererPlugin[], parent: UISchemaElement | undefined, form: BuilderForm, text: BuilderText): Record<string, SchemaNode> {
  const winner = parent && winningEntry(plugins, parent, form.schema)
  const schema = (winner?.entry.optionSchema as SchemaNode | undefined)?.['x-childOptions'] as SchemaNode | undefined
  return schema ? localizeProperties(schema, `nui.builder.option.${winner!.plugin.name}.${winner!.entry.name}.children`, text).properties as Record<string, SchemaNode> : {}
}

/**
 * The options the inspector offers for an element: the common ones (for a Control), those of
 * the renderer entry that wins it and those its parent's entry reads on it, their texts under
 * `nui.builder.option.common.<option>` and `nui.builder.option.<family>.<entry>.<option>`.
 */
function optionSchemaFor(plugins: readonly RendererPlugin[], element: UISchemaElement, parent: UISchemaElement | undefined, form: BuilderForm, text: BuilderText): SchemaNode {
  const winner = winningEntry(plugins, element, form.schema)
  const ownSchema = winner?.entry.optionSchema as SchemaNode | undefined
  const own = {
    ...(ownSchema && localizeProperties(ownSchema, `nui.builder.option.${winner!.plugin.name}.${winner!.entry.name}`, text).properties as Record<string, SchemaNode>),
    ...childOptions(plugins, parent, form, text),
  }
  // The common options the winning entry ignores (`x-ignoresCommon`, from its family's `@ignoresCommon`) are not offered.
  const ignored = new Set(ownSchema?.['x-ignoresCommon'] as string[] | undefined)
  const common = element.type === 'Control'
    ? Object.fromEntries(Object.entries(localizeProperties(commonOptionSchema, 'nui.builder.option.common', text).properties as Record<string, SchemaNode>).filter(([name]) => !ignored.has(name)))
    : {}
  // The default is shown, not stored: stored, it would end up in the exported options.
  const defaultText = (value: unknown) => text('nui.builder.defaultIs', formatMessage(builderMessages['nui.builder.defaultIs'], { value: JSON.stringify(value) }), { value: JSON.stringify(value) })
  const withDefault = (schema: SchemaNode): SchemaNode => schema.default === undefined
    ? schema
    : (({ default: value, ...rest }) => ({ ...rest, description: [rest.description, defaultText(value)].filter(Boolean).join(' ') }))(schema)
  return { type: 'object', properties: Object.fromEntries(Object.entries({ ...common, ...own }).map(([name, schema]) => [name, withDefault(schema as SchemaNode)])) }
}

function pick(source: Record<string, unknown> | undefined, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter(name => source?.[name] !== undefined).map(name => [name, source![name]]))
}

/** The inspector form of the element at `path`: its field, its own fields, its options and its rule. */
export function inspectorFor(form: BuilderForm, path: NodePath, plugins: readonly RendererPlugin[], text: BuilderText = englishText): InspectorForm | undefined {
  const element = nodeAt(form.uischema, path)
  if (!element)
    return undefined
  const scope = (element as { scope?: unknown }).scope
  const property = typeof scope === 'string' ? propertyAt(form.schema, scope) : undefined
  const options = optionSchemaFor(plugins, element, path.length ? nodeAt(form.uischema, path.slice(0, -1)) : undefined, form, text)
  const optionNames = Object.keys(options.properties as object)
  const jsonOptions = jsonOptionNames(options)
  const elementNames = element.type === 'Label' ? ['text'] : labelled.has(element.type) ? ['label'] : []
  const rule = ruleData(element)
  const properties: Record<string, unknown> = {}
  const sections: UISchemaElement[] = []
  const data: InspectorData = {}
  if (property && typeof scope === 'string') {
    const schema = localizeProperties(fieldSchema(property), 'nui.builder.field', text)
    properties.field = schema
    sections.push(group(text, 'field', Object.keys(schema.properties as object), [], fieldControlOptions(suggestedFormats(plugins))))
    data.field = fieldData(form, scope, element.options?.detail)
  }
  if (elementNames.length) {
    properties.element = localizeProperties({ type: 'object', properties: Object.fromEntries(elementNames.map(name => [name, { type: 'string', title: name === 'text' ? 'Text' : 'Label' }])) }, 'nui.builder.element', text)
    sections.push(group(text, 'element', elementNames))
    data.element = pick(element as unknown as Record<string, unknown>, elementNames)
  }
  if (optionNames.length) {
    const shownProperties = Object.entries(options.properties as Record<string, SchemaNode>).map(([name, schema]) => [name, jsonOptions.includes(name) ? asJsonField(schema) : schema])
    properties.options = { ...options, properties: Object.fromEntries(shownProperties) }
    sections.push(group(text, 'options', optionNames, jsonOptions))
    const values = pick(element.options, optionNames)
    data.options = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, jsonOptions.includes(name) ? jsonText(value) : value]))
  }
  if (rule && path.length > 0) {
    properties.rule = localizeProperties(ruleSchema(ruleFields(form, typeof scope === 'string' ? scope : undefined)), 'nui.builder.rule', text)
    sections.push(group(text, 'rule', ['effect', 'field', 'test', 'value', 'join', 'more']))
    data.rule = rule
  }
  return {
    schema: { type: 'object', properties } as JsonSchema,
    uischema: { type: 'VerticalLayout', elements: sections } as Layout,
    data,
    ruleKept: !rule,
    jsonOptions,
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The form with what changed between two readings of the inspector applied to the element at
 * `path`. Throws a `RangeError` (with a message for the user) when a new key cannot be used, and a
 * `JsonOptionError` when the text of one of `jsonOptions` is not JSON (nothing is applied then).
 * `keyFollowsTitle`: a new title renames the field's key too (see `applyField`).
 */
export function applyInspector(form: BuilderForm, path: NodePath, before: InspectorData, after: InspectorData, keyFollowsTitle = false, jsonOptions: readonly string[] = []): BuilderForm {
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
      const value = jsonOptions.includes(name) ? readJsonOption(name, after.options[name]) : after.options[name]
      if (value === undefined || value === '' || value === null)
        delete options[name]
      else
        options[name] = value
    }
    next = setElementFields(next, path, { options })
  }
  if (after.rule && !same(before.rule, after.rule))
    next = setElementFields(next, path, { rule: ruleFrom(next, after.rule) })
  if (after.field?.fields && !same(before.field?.fields, after.field.fields))
    next = withDetail(next, path, before.field?.fields ?? [], after.field.fields)
  return next
}

/**
 * The element's options after an edit of its fields: its `detail` drawn as the rows now are (a
 * switch, tags: see `detailFor`), and an `elementLabelProp` naming a field that was renamed
 * naming it by its new key.
 */
function withDetail(form: BuilderForm, path: NodePath, before: readonly SubfieldRow[], rows: readonly SubfieldRow[]): BuilderForm {
  const element = nodeAt(form.uischema, path) as UISchemaElement & { scope?: unknown }
  const property = typeof element.scope === 'string' ? propertyAt(form.schema, element.scope) : undefined
  const holder = property && subfieldHolder(property)
  if (!holder)
    return form
  const options = { ...element.options }
  const detail = detailFor(holder, rows, options.detail)
  if (detail)
    options.detail = detail
  else
    delete options.detail
  const keys = Object.keys(holder.properties as object)
  const labelled = before.findIndex(row => row.key === options.elementLabelProp)
  if (labelled >= 0 && !keys.includes(options.elementLabelProp as string) && before.length === rows.length)
    options.elementLabelProp = keys[labelled]
  return same(options, element.options ?? {}) ? form : setElementFields(form, path, { options })
}
