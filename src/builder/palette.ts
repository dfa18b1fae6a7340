import { type PaletteEntry, type PaletteGroup, coreGroups } from '../registry/palette'
import type { RendererPlugin } from '../registry/types'

export type { PaletteEntry, PaletteGroup } from '../registry/palette'

type PaletteSource = Pick<RendererPlugin, 'palette' | 'paletteGroups'>

/** Every palette entry of the given families, in family order; the first of a repeated id wins. */
export function collectPalette(plugins: readonly PaletteSource[]): PaletteEntry[] {
  const byId = new Map<string, PaletteEntry>()
  for (const entry of plugins.flatMap(plugin => plugin.palette ?? []))
    if (!byId.has(entry.id))
      byId.set(entry.id, entry)
  return [...byId.values()]
}

/**
 * The palette's sections in the builder's order: `input`, then the groups the families declare
 * (in family order; a group an entry names without any declaration comes after them), then
 * `structure` and `layout`.
 */
export function paletteGroups(plugins: readonly PaletteSource[]): PaletteGroup[] {
  const core: readonly string[] = coreGroups
  const declared = plugins.flatMap(plugin => Object.keys(plugin.paletteGroups ?? {}))
  const named = collectPalette(plugins).map(entry => entry.group)
  const own = [...new Set([...declared, ...named])].filter(group => !core.includes(group))
  return [coreGroups[0], ...own, ...coreGroups.slice(1)]
}

/**
 * The English label of each family group by its key, `nui.builder.group.<id>`: the first
 * declaration of an id wins; a group no family declares is shown as its id, capitalised.
 */
export function paletteGroupLabels(plugins: readonly PaletteSource[]): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const [group, label] of plugins.flatMap(plugin => Object.entries(plugin.paletteGroups ?? {})))
    labels[`nui.builder.group.${group}`] ??= label
  for (const group of paletteGroups(plugins).filter(group => !(coreGroups as readonly string[]).includes(group)))
    labels[`nui.builder.group.${group}`] ??= group.charAt(0).toUpperCase() + group.slice(1)
  return labels
}

/** The palette in its sections (in the order of `groups`), empty sections left out. */
export function groupPalette(entries: readonly PaletteEntry[], groups: readonly PaletteGroup[]): { group: PaletteGroup, entries: PaletteEntry[] }[] {
  return groups
    .map(group => ({ group, entries: entries.filter(entry => entry.group === group) }))
    .filter(section => section.entries.length > 0)
}
