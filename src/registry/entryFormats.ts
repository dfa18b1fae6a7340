import { toRaw } from 'vue'
import { type FormatChecks, mergeFormats } from '../store/formats'

/** The schema formats of the family each registry entry `createRegistry` made belongs to. */
const formatsByEntry = new WeakMap<object, FormatChecks>()

/** Notes the formats a registry entry's family declares (`formats` of `definePlugin`). */
export function noteEntryFormats(entry: object, formats: FormatChecks | undefined): void {
  if (formats)
    formatsByEntry.set(entry, formats)
}

/**
 * The formats the families of these renderer entries declare, merged as `formatsOf` merges them
 * for plugins: a form given `[...uiRenderers, ...mine]` knows the formats of both. Entries
 * `createRegistry` did not make declare none.
 */
export function formatsOfEntries(entries: readonly unknown[] | undefined): FormatChecks {
  return mergeFormats((toRaw(entries) ?? []).map(entry =>
    typeof entry === 'object' && entry !== null ? formatsByEntry.get(toRaw(entry)) : undefined))
}
