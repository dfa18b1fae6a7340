import { parseDataUrl } from './dataUrl'

/** What is wrong with a stored value, as a message key of `messages.ts`. */
export type StoredProblem =
  | { key: 'nui.upload.invalidValue', value: string }
  | { key: 'nui.upload.notAList', value: string }
  | { key: 'nui.upload.invalidItems', count: number }

/** The data URLs a stored value holds, and what in it cannot be shown. */
export interface StoredFiles {
  urls: string[]
  problem?: StoredProblem
}

/** A stored value as short text for a message (data URLs and objects can be long). */
export function preview(value: unknown, max = 40): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** Reads the data: one data URL (a single-file field) or an array of them (`multiple`). */
export function readStored(value: unknown, multiple: boolean): StoredFiles {
  if (isEmpty(value))
    return { urls: [] }
  if (!multiple)
    return parseDataUrl(value) ? { urls: [value as string] } : { urls: [], problem: { key: 'nui.upload.invalidValue', value: preview(value) } }
  if (!Array.isArray(value))
    return { urls: [], problem: { key: 'nui.upload.notAList', value: preview(value) } }
  const urls = value.filter((item): item is string => parseDataUrl(item) !== undefined)
  const invalid = value.length - urls.length
  return invalid ? { urls, problem: { key: 'nui.upload.invalidItems', count: invalid } } : { urls }
}

/** What to store for a list of data URLs: the first (or nothing) for one file, the list (or nothing) for several. */
export function toStored(urls: readonly string[], multiple: boolean): string | string[] | undefined {
  if (!multiple)
    return urls[0]
  return urls.length ? [...urls] : undefined
}

/**
 * Display names for stored files, unique so that the widget can key its list by name: the
 * `name=` parameter, else the fallback (`File 1`, ...), with ` (2)`, ` (3)` added to repeats.
 */
export function displayNames(urls: readonly string[], fallback: (index: number) => string): string[] {
  const seen = new Map<string, number>()
  return urls.map((url, index) => {
    const base = parseDataUrl(url)?.name ?? fallback(index + 1)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base} (${count})`
  })
}

export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i])
