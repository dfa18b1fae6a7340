import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { RendererPlugin } from '../registry/types'
import { builderIcons } from '../icons/index'
import { winningEntry } from './inspector/winningEntry'
import type { PaletteEntry } from './palette'
import { type SchemaNode, propertyAt, propertyOf } from './model/scopes'
import type { NodeSummary } from './components/treeContext'

/** How the tree names an element: its title, the kind of widget that renders it, and that kind's icon. */
export function summarize(node: UISchemaElement, schema: JsonSchema, plugins: readonly RendererPlugin[], palette: readonly PaletteEntry[]): NodeSummary {
  const winner = winningEntry(plugins, node, schema)
  const entry = palette.find(candidate => candidate.id === winner?.entry.name)
    ?? palette.find(candidate => candidate.layout?.type === node.type && !candidate.property)
  const scope = (node as { scope?: unknown }).scope
  const place = propertyOf(scope)
  const property = propertyAt(schema as SchemaNode, scope)
  const { label, text } = node as { label?: unknown, text?: unknown }
  const kind = entry?.label ?? winner?.entry.name ?? node.type
  const title = [property?.title, place?.key, label, text, typeof scope === 'string' ? scope : undefined]
    .find((candidate): candidate is string => typeof candidate === 'string' && candidate !== '')
  // An element with nothing of its own to show (a layout without a label) is named by its kind alone.
  return { title: title ?? kind, kind: title ? kind : '', icon: entry?.icon ?? builderIcons.element }
}
