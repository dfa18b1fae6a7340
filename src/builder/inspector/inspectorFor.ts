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
import { localizeProperties } from './localize'
import { type BuilderText, englishText } from '../translate'
import { builderMessages } from '../messages'
import { formatMessage } from '../../i18n/messages'

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

/** A section of the inspector: a Group titled `nui.builder.section.<section>`. */
const group = (text: BuilderText, section: 'field' | 'element' | 'options' | 'rule', names: string[]): UISchemaElement =>
  ({ type: 'Group', label: text(`nui.builder.section.${section}`, builderMessages[`nui.builder.section.${section}`]), elements: names.map(name => ({ type: 'Control', scope: `#/properties/${section}/properties/${name}` })) }) as UISchemaElement

/**
 * The options the inspector offers for an element: the common ones (for a Control) and those of
 * the renderer entry that wins it, their texts under `nui.builder.option.common.<option>` and
 * `nui.builder.option.<family>.<entry>.<option>`.
 */
function optionSchemaFor(plugins: readonly RendererPlugin[], element: UISchemaElement, form: BuilderForm, text: BuilderText): SchemaNode {
  const winner = winningEntry(plugins, element, form.schema)
  const ownSchema = winner?.entry.optionSchema as SchemaNode | undefined
  const own = ownSchema && localizeProperties(ownSchema, `nui.builder.option.${winner!.plugin.name}.${winner!.entry.name}`, text).properties as Record<string, SchemaNode>
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
  const options = optionSchemaFor(plugins, element, form, text)
  const optionNames = Object.keys(options.properties as object)
  const elementNames = element.type === 'Label' ? ['text'] : labelled.has(element.type) ? ['label'] : []
  const rule = ruleData(element)
  const properties: Record<string, unknown> = {}
  const sections: UISchemaElement[] = []
  const data: InspectorData = {}
  if (property && typeof scope === 'string') {
    const schema = localizeProperties(fieldSchema(property, suggestedFormats(plugins)), 'nui.builder.field', text)
    properties.field = schema
    sections.push(group(text, 'field', Object.keys(schema.properties as object)))
    data.field = fieldData(form, scope)
  }
  if (elementNames.length) {
    properties.element = localizeProperties({ type: 'object', properties: Object.fromEntries(elementNames.map(name => [name, { type: 'string', title: name === 'text' ? 'Text' : 'Label' }])) }, 'nui.builder.element', text)
    sections.push(group(text, 'element', elementNames))
    data.element = pick(element as unknown as Record<string, unknown>, elementNames)
  }
  if (optionNames.length) {
    properties.options = options
    sections.push(group(text, 'options', optionNames))
    data.options = pick(element.options, optionNames)
  }
  if (rule && path.length > 0) {
    properties.rule = localizeProperties(ruleSchema(ruleFields(form, typeof scope === 'string' ? scope : undefined)), 'nui.builder.rule', text)
    sections.push(group(text, 'rule', ['effect', 'field', 'value']))
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
