/**
 * One key of the URL hash's query part, read and written without touching anything else: the
 * hash's path (`#/example/x`), its other parameters (byte for byte) and their order. Pure string
 * functions, so that two categorizations on one page, each with its own key, never undo each other.
 *
 * The query part is what follows the first `?` of the hash (`#/example/x?tab=2`). A hash without
 * `?` that holds a `=` and does not start with `/` is a query part alone (`#tab=2`); any other hash
 * is a path without query (`#/example/x`, `#section`).
 */

interface HashParts {
  path: string
  /** Raw `name=value` segments, still encoded. */
  segments: string[]
}

function splitHash(hash: string): HashParts {
  const body = hash.startsWith('#') ? hash.slice(1) : hash
  const question = body.indexOf('?')
  if (question >= 0)
    return { path: body.slice(0, question), segments: toSegments(body.slice(question + 1)) }
  if (body.includes('=') && !body.startsWith('/'))
    return { path: '', segments: toSegments(body) }
  return { path: body, segments: [] }
}

function toSegments(query: string): string[] {
  return query.split('&').filter(segment => segment !== '')
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  }
  catch {
    return text
  }
}

function nameOf(segment: string): string {
  const equals = segment.indexOf('=')
  return decode(equals >= 0 ? segment.slice(0, equals) : segment)
}

/** The value of `key` in the hash's query part, decoded; `undefined` when the key is absent. */
export function readHashParam(hash: string, key: string): string | undefined {
  const segment = splitHash(hash).segments.find(s => nameOf(s) === key)
  if (segment === undefined)
    return undefined
  const equals = segment.indexOf('=')
  return equals >= 0 ? decode(segment.slice(equals + 1)) : ''
}

/**
 * The hash with `key` set to `value` (or removed when `value` is `undefined`), everything else
 * as it was. A new key goes last. Returns `''` when nothing is left (no path, no parameter).
 * @example writeHashParam('#/example/x', 'tab', '2') === '#/example/x?tab=2'
 */
export function writeHashParam(hash: string, key: string, value: string | undefined): string {
  const { path, segments } = splitHash(hash)
  const own = value === undefined ? undefined : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
  const next: string[] = []
  let placed = false
  for (const segment of segments) {
    if (nameOf(segment) !== key) {
      next.push(segment)
      continue
    }
    if (!placed && own !== undefined)
      next.push(own)
    placed = true
  }
  if (!placed && own !== undefined)
    next.push(own)
  const query = next.join('&')
  if (!query)
    return path ? `#${path}` : ''
  return path ? `#${path}?${query}` : `#${query}`
}

/** Where a nested categorization keeps its tab: its parent's key and the category it sits in. */
export interface HashScope {
  /** The keys every enclosing categorization uses. */
  keys: readonly string[]
  /** `<parent key>.<category id>`: the key a nested categorization takes instead of a taken one. */
  scope: string
}

/**
 * The key a categorization really uses: its `queryKey`, unless an enclosing categorization already
 * uses that key (the default `tab` at every level), then a key of its own derived from the
 * enclosing category, so that choosing an inner tab never moves the outer one.
 */
export function effectiveQueryKey(queryKey: string, parent: HashScope | undefined): string {
  return parent && parent.keys.includes(queryKey) ? parent.scope : queryKey
}
