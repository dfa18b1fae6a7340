import { ownValueAt } from 'nuxt-ui-jsonforms/kit'
import { type AutocompleteApi, autocompleteDefaults } from './options'

/** One entry of the menu: the text shown and the value stored when it is chosen. */
export interface MenuItem {
  label: string
  value: string | number | boolean | Record<string, unknown> | unknown[] | null
}

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:)?\/\//i

/** `base` + `url` with exactly one slash between them; `url` alone when it is a full URL or there is no base. */
export function joinUrl(base: string | undefined, url: string): string {
  if (!base || ABSOLUTE.test(url))
    return url
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}

/** The request URL: target, then the fixed `params`, then the typed text under `queryKey` (which wins over a param of that name). */
export function buildRequestUrl(api: AutocompleteApi, text: string): string {
  const query = new URLSearchParams()
  const queryKey = api.queryKey || autocompleteDefaults.queryKey
  for (const [key, value] of Object.entries(api.params ?? {})) {
    if (key === queryKey || value === undefined || value === null)
      continue
    for (const one of Array.isArray(value) ? value : [value])
      query.append(key, String(one))
  }
  query.append(queryKey, text)
  const target = joinUrl(api.base, api.url)
  const [path, hash] = splitHash(target)
  return `${path}${path.includes('?') ? '&' : '?'}${query}${hash}`
}

function splitHash(url: string): [string, string] {
  const at = url.indexOf('#')
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)]
}

/** The value at a dot path (`data.items`, `names.0.text`), own keys only; the value itself for an empty path. */
export const readPath: (source: unknown, path: string | undefined) => unknown = ownValueAt

/** What a response gives: the menu items (and, when it held more than were kept, how many it held), or why it has none. */
export type ResponseItems = { ok: true, items: MenuItem[], total?: number } | { ok: false, reason: 'items' }

/**
 * The menu items of a parsed JSON response: the array at `itemsPath`, its first `maxItems`
 * entries (all without it); each object item's label at `labelKey`, value at `valueKey`; a string
 * or number item is both. Items with neither are left out.
 */
export function responseItems(json: unknown, api: Pick<AutocompleteApi, 'itemsPath' | 'labelKey' | 'valueKey'>, maxItems = Infinity): ResponseItems {
  const list = readPath(json, api.itemsPath)
  if (!Array.isArray(list))
    return { ok: false, reason: 'items' }
  const kept = list.length > maxItems ? list.slice(0, maxItems) : list
  const items = kept.flatMap(entry => toItem(entry, api.labelKey || autocompleteDefaults.labelKey, api.valueKey || autocompleteDefaults.valueKey))
  return kept === list ? { ok: true, items } : { ok: true, items, total: list.length }
}

function toItem(entry: unknown, labelKey: string, valueKey: string): MenuItem[] {
  if (typeof entry === 'string' || typeof entry === 'number')
    return [{ label: String(entry), value: entry }]
  if (entry === null || typeof entry !== 'object')
    return []
  const label = readPath(entry, labelKey)
  const value = readPath(entry, valueKey)
  if (value === undefined && (label === undefined || label === null))
    return []
  const shown = label === undefined || label === null ? value : label
  return [{ label: typeof shown === 'string' ? shown : JSON.stringify(shown), value: (value === undefined ? shown : value) as MenuItem['value'] }]
}

/** The local `suggestion` list as menu items (anything that is not text or a number is left out). */
export function suggestionItems(suggestion: unknown): MenuItem[] {
  if (!Array.isArray(suggestion))
    return []
  return suggestion.filter(s => typeof s === 'string' || typeof s === 'number').map(s => ({ label: String(s), value: s }))
}

/** A cap (`maxItems`, `maxBytes`) as given when it is a positive integer, else its default. */
export function resolveCap(option: unknown, fallback: number): number {
  return typeof option === 'number' && Number.isInteger(option) && option > 0 ? option : fallback
}

/** `minLength` as given when it is a non-negative integer, else the default. */
export function resolveMinLength(option: unknown): number {
  return typeof option === 'number' && Number.isInteger(option) && option >= 0 ? option : autocompleteDefaults.minLength
}

/** The API configuration when it is usable (an object with a non-empty `url`). */
export function resolveApi(option: unknown): AutocompleteApi | undefined {
  if (option === null || typeof option !== 'object')
    return undefined
  const api = option as AutocompleteApi
  return typeof api.url === 'string' && api.url.trim() !== '' ? api : undefined
}
