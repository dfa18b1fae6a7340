import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { PluginEntry, RendererPlugin } from '../../registry/types'

/** The renderer entry that wins an element, with its family: the one whose option schema the inspector shows. */
export function winningEntry(plugins: readonly RendererPlugin[], element: UISchemaElement, rootSchema: JsonSchema): { plugin: RendererPlugin, entry: PluginEntry } | undefined {
  let best: { plugin: RendererPlugin, entry: PluginEntry, rank: number } | undefined
  for (const plugin of plugins) {
    for (const entry of plugin.entries) {
      let rank = -1
      try {
        rank = entry.tester(element, rootSchema, { rootSchema, config: {} })
      }
      catch {
        // A tester that throws on an odd element just does not take it.
      }
      if (rank > -1 && (!best || rank > best.rank))
        best = { plugin, entry, rank }
    }
  }
  return best && { plugin: best.plugin, entry: best.entry }
}
