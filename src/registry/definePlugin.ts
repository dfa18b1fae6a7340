import type { PluginEntry, RendererPlugin } from './types'

/**
 * Declares a renderer plugin (one control family). Checks its shape once, at definition time,
 * so that a mistake shows up where it was made rather than as a blank control later.
 */
export function definePlugin(plugin: RendererPlugin): Readonly<RendererPlugin> {
  if (!plugin || typeof plugin.name !== 'string' || !plugin.name)
    throw new TypeError('definePlugin: a plugin needs a non-empty `name`.')
  if (!Array.isArray(plugin.entries))
    throw new TypeError(`definePlugin(${plugin.name}): \`entries\` must be an array.`)
  const seen = new Set<string>()
  for (const entry of plugin.entries) {
    checkEntry(plugin.name, entry)
    if (seen.has(entry.name))
      throw new TypeError(`definePlugin(${plugin.name}): entry name "${entry.name}" is used twice.`)
    seen.add(entry.name)
  }
  return Object.freeze({ ...plugin, entries: Object.freeze([...plugin.entries]) })
}

function checkEntry(pluginName: string, entry: PluginEntry): void {
  const where = `definePlugin(${pluginName})`
  if (!entry || typeof entry.name !== 'string' || !entry.name)
    throw new TypeError(`${where}: every entry needs a non-empty \`name\`.`)
  if (typeof entry.tester !== 'function')
    throw new TypeError(`${where}: entry "${entry.name}" needs a \`tester\` function.`)
  const hasComponent = entry.component != null
  const hasLoad = typeof entry.load === 'function'
  if (hasComponent === hasLoad)
    throw new TypeError(`${where}: entry "${entry.name}" needs exactly one of \`component\` or \`load\`.`)
}
