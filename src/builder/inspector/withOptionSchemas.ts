import type { JsonSchema } from '@jsonforms/core'
import type { RendererPlugin } from '../../registry/types'

/** Family name → renderer entry name → the schema of the options that entry's inspector offers. */
export type OptionSchemaMap = Readonly<Record<string, Readonly<Record<string, JsonSchema>>>>

/**
 * The plugins with each entry's option schema taken from `schemas` where the entry carries none.
 * The built-in families' schemas are generated into a module of their own that only the builder
 * imports, so a form that renders with `uiRenderers` never downloads them. A plugin with nothing
 * to add is returned as it is.
 */
export function withOptionSchemas(plugins: readonly RendererPlugin[], schemas: OptionSchemaMap): RendererPlugin[] {
  return plugins.map((plugin) => {
    const own = schemas[plugin.name]
    if (!own || plugin.entries.every(entry => entry.optionSchema || !own[entry.name]))
      return plugin
    const entries = plugin.entries.map(entry => (entry.optionSchema || !own[entry.name] ? entry : Object.freeze({ ...entry, optionSchema: own[entry.name] })))
    return Object.freeze({ ...plugin, entries: Object.freeze(entries) })
  })
}
