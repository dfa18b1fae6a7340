import type { UISchemaElement } from '@jsonforms/core'
import { type PaletteEntry, type PaletteGroup, coreGroups } from '../registry/palette'
import type { RendererPlugin } from '../registry/types'
import type { DropTarget } from './components/dropTarget'
import { matches } from './search'
import type { BuilderText } from './translate'

/**
 * What the palette tells the builder: an entry clicked (`add`), dropped on a list (`drop`) or at a
 * point of the canvas (`dropAt`), or being dragged (`dragging`; `undefined` once it is let go).
 */
export interface PaletteEvents {
  add: [entry: PaletteEntry]
  drop: [entry: PaletteEntry, target: DropTarget]
  dropAt: [entry: PaletteEntry, point: { x: number, y: number }]
  dragging: [entry: PaletteEntry | undefined]
}

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

/**
 * The entries with their labels through the host's translator (`nui.builder.entry.<id>`): the
 * palette, the tree's kinds, the Convert menu and a new field's title all read them.
 */
export function localizePalette(entries: readonly PaletteEntry[], text: BuilderText): PaletteEntry[] {
  return entries.map(entry => ({
    ...entry,
    label: text(`nui.builder.entry.${entry.id}`, entry.label),
    ...(entry.layout && { layout: localizeLayout(entry.layout, `nui.builder.entry.${entry.id}`, text) }),
  }))
}

/** A container's starting `label` and `text` (`Group`, `Category 1`) under `<key>.label`, `<key>.elements.<i>.label`. */
function localizeLayout(element: UISchemaElement, key: string, text: BuilderText): UISchemaElement {
  const { label, text: own, elements } = element as { label?: unknown, text?: unknown, elements?: UISchemaElement[] }
  return {
    ...element,
    ...(typeof label === 'string' && { label: text(`${key}.label`, label) }),
    ...(typeof own === 'string' && { text: text(`${key}.text`, own) }),
    ...(Array.isArray(elements) && { elements: elements.map((child, index) => localizeLayout(child, `${key}.elements.${index}`, text)) }),
  } as UISchemaElement
}

/** The entries whose label (or id) holds `query`, case and accents aside; all of them for an empty query. */
export function filterPalette(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  return entries.filter(entry => matches(entry.label, query) || matches(entry.id, query))
}
