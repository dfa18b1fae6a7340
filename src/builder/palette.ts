import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import { matches } from './search'
import type { BuilderText } from './translate'

/** The palette's sections, in the order the builder shows them. */
export const paletteGroups = ['input', 'choice', 'dates', 'structure', 'layout'] as const
export type PaletteGroup = typeof paletteGroups[number]

/**
 * Something the builder can add, declared by the family that renders it (`palette` of
 * `definePlugin`): a field (a schema property and the Control bound to it) or a container.
 */
export interface PaletteEntry {
  /** Unique across all families, kebab-case: `text`, `select-menu`, `vertical-layout`. Also the stem of a new field's key. */
  id: string
  /** Shown in the palette and as the new field's title: `Text`, `Select menu`. */
  label: string
  group: PaletteGroup
  /** Icon as `i-<set>-<name>`. */
  icon: string
  /** A field: the schema property it creates (without `title`; the builder adds one). */
  property?: JsonSchema
  /** A field: the options of its new Control (`{ multi: true }`, `{ format: 'radio' }`). */
  options?: Record<string, unknown>
  /**
   * A container: the element it creates, with its `elements` (and `label`, where it has one).
   * With a `property`: the element bound to the new field instead of a `Control` (`ListWithDetail`).
   */
  layout?: UISchemaElement
}

/** Every palette entry of the given families, in family order; the first of a repeated id wins. */
export function collectPalette(plugins: readonly { palette?: readonly PaletteEntry[] }[]): PaletteEntry[] {
  const byId = new Map<string, PaletteEntry>()
  for (const entry of plugins.flatMap(plugin => plugin.palette ?? []))
    if (!byId.has(entry.id))
      byId.set(entry.id, entry)
  return [...byId.values()]
}

/** The palette in its sections, empty sections left out. */
export function groupPalette(entries: readonly PaletteEntry[]): { group: PaletteGroup, entries: PaletteEntry[] }[] {
  return paletteGroups
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
