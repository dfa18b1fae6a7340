import { toRaw } from 'vue'
import type { FormatCheck } from './types'

/** The schema formats of the family each registry entry `createRegistry` made belongs to. */
const formatsByEntry = new WeakMap<object, Readonly<Record<string, FormatCheck>>>()

/** Notes the formats a registry entry's family declares (`formats` of `definePlugin`). */
export function noteEntryFormats(entry: object, formats: Readonly<Record<string, FormatCheck>> | undefined): void {
  if (formats && Object.keys(formats).length)
    formatsByEntry.set(entry, formats)
}

/**
 * The formats the families of these renderer entries declare, the first declaration of a name
 * winning, as `formatsOf` gives them for plugins: a form given `[...uiRenderers, ...mine]` knows
 * the formats of both. Entries `createRegistry` did not make declare none.
 */
export function formatsOfEntries(entries: readonly unknown[] | undefined): Readonly<Record<string, FormatCheck>> {
  const formats: Record<string, FormatCheck> = {}
  for (const entry of toRaw(entries) ?? []) {
    const declared = typeof entry === 'object' && entry !== null ? formatsByEntry.get(toRaw(entry)) : undefined
    for (const [name, check] of Object.entries(declared ?? {}))
      formats[name] ??= check
  }
  return formats
}
