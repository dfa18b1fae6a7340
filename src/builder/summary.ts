import { type ControlElement, type JsonSchema, type UISchemaElement, createLabelDescriptionFrom } from '@jsonforms/core'
import type { Translate } from '../i18n/useTranslate'
import type { RendererPlugin } from '../registry/types'
import { builderIcons } from '../icons/index'
import { winningEntry } from '../registry/winningEntry'
import type { builderMessages } from './messages'
import type { PaletteEntry } from './palette'
import { type SchemaNode, propertyAt } from './model/scopes'
import type { NodeSummary } from './components/treeContext'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * How well a palette entry describes a field: `undefined` when its schema cannot be the field's
 * (another type, format, item type, no choices where it has them, no `oneOf` / `anyOf` where it has one), else a score that each of
 * its options the element shares raises and each it lacks lowers (a Switch is a Checkbox with
 * `toggle`, a Calendar a Date with `format: 'calendar'`).
 */
function fit(entry: PaletteEntry, node: UISchemaElement, property: SchemaNode | undefined): number | undefined {
  const want = entry.property as SchemaNode | undefined
  if (!want || !property || (entry.layout?.type ?? 'Control') !== node.type)
    return undefined
  const wantItems = want.items as SchemaNode | undefined
  const items = property.items as SchemaNode | undefined
  const required: [unknown, unknown][] = [[want.type, property.type], [want.format, property.format], [wantItems?.type, items?.type]]
  if (required.some(([wanted, found]) => wanted !== undefined && !same(wanted, found)))
    return undefined
  // A tuple's positions (`items` as a list) are not a list's item schema.
  if (Array.isArray(want.items) !== Array.isArray(property.items))
    return undefined
  if ((want.enum && !property.enum) || (wantItems?.enum && !items?.enum) || (want.oneOf && !property.oneOf) || (want.anyOf && !property.anyOf))
    return undefined
  const options = Object.entries(entry.options ?? {})
  return options.reduce((score, [name, value]) => score + (same(node.options?.[name], value) ? 1 : -1), 0)
}

/** The palette entry that best describes a field among those of the family that renders it. */
function fieldEntry(entries: readonly PaletteEntry[], node: UISchemaElement, property: SchemaNode | undefined): PaletteEntry | undefined {
  let best: { entry: PaletteEntry, score: number } | undefined
  for (const entry of entries) {
    const score = fit(entry, node, property)
    if (score !== undefined && (!best || score > best.score))
      best = { entry, score }
  }
  return best?.entry
}

/** The palette entry of a layout: of its type, the one whose options it has, the most of them (a Stepper before a Categorization). */
function layoutEntry(palette: readonly PaletteEntry[], node: UISchemaElement): PaletteEntry | undefined {
  const options = (entry: PaletteEntry) => Object.entries(entry.layout?.options ?? {})
  const holds = (entry: PaletteEntry) => options(entry).every(([name, value]) => JSON.stringify(node.options?.[name]) === JSON.stringify(value))
  return palette
    .filter(candidate => candidate.layout?.type === node.type && !candidate.property && holds(candidate))
    .reduce<PaletteEntry | undefined>((best, candidate) => (!best || options(candidate).length > options(best).length ? candidate : best), undefined)
}

/**
 * How the tree names an element: the label the form shows for it (JSON Forms' own rule for a
 * Control: its `label`, else the property's title, else its key in start case), the kind of widget
 * that really renders it, and that kind's icon.
 */
export function summarize(node: UISchemaElement, schema: JsonSchema, plugins: readonly RendererPlugin[], palette: readonly PaletteEntry[], t: Translate<typeof builderMessages>): NodeSummary {
  const scope = (node as { scope?: unknown }).scope
  const property = propertyAt(schema as SchemaNode, scope)
  const winner = typeof scope === 'string' ? winningEntry(plugins, node, schema) : undefined
  const entry = typeof scope === 'string'
    ? fieldEntry(winner?.plugin.palette ?? [], node, property)
    : layoutEntry(palette, node)
  // The palette given is the builder's own, its labels translated; a family's entry is found there by id.
  const kind = (entry && palette.find(candidate => candidate.id === entry.id)?.label)
    ?? entry?.label
    ?? (typeof scope !== 'string' ? node.type : property?.type === 'array' ? t('nui.builder.kind.list') : t('nui.builder.kind.field'))
  const { label, text } = node as { label?: unknown, text?: unknown }
  const title = typeof scope === 'string'
    ? createLabelDescriptionFrom(node as ControlElement, property as JsonSchema | undefined).text
    : [label, text].find(candidate => typeof candidate === 'string')
  // An element with nothing of its own to show (a layout without a label) is named by its kind alone.
  return title ? { title, kind, icon: entry?.icon ?? builderIcons.element } : { title: kind, kind: '', icon: entry?.icon ?? builderIcons.element }
}
