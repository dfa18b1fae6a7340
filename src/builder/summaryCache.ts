import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { Translate } from '../i18n/useTranslate'
import type { RendererPlugin } from '../registry/types'
import type { NodeSummary } from './components/treeContext'
import type { builderMessages } from './messages'
import { type SchemaNode, propertyAt } from './model/scopes'
import type { PaletteEntry } from './palette'
import { summarize } from './summary'

/**
 * `summarize`, remembered per element (the model never changes an element in place: an edited
 * one is a new object) and the text of the property it is bound to. An edit of one field leaves
 * every other element's summary, the same object, so the outline rows and the canvas frames that
 * show them do not draw again; and it ranks the renderers for the changed elements only.
 */
export function summaryCache(plugins: readonly RendererPlugin[], palette: readonly PaletteEntry[], t: Translate<typeof builderMessages>) {
  const known = new WeakMap<object, { property: string, summary: NodeSummary }>()
  return (node: UISchemaElement, schema: JsonSchema): NodeSummary => {
    const property = JSON.stringify(propertyAt(schema as SchemaNode, (node as { scope?: unknown }).scope)) ?? ''
    const hit = known.get(node)
    if (hit && hit.property === property)
      return hit.summary
    const summary = summarize(node, schema, plugins, palette, t)
    known.set(node, { property, summary })
    return summary
  }
}
