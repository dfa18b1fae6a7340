import { normalizeTerm, tokenize } from './terms'

/**
 * Cuts a window of about `length` characters out of `text`, centred on the first word that
 * matches a query term (after normalisation), with ellipses where text was cut.
 */
export function makeSnippet(text: string, query: string, length = 240): string {
  const wanted = new Set(tokenize(query).map(normalizeTerm).filter((t): t is string => !!t))
  let hit = 0
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const words = tokenize(match[0]).map(normalizeTerm)
    if (words.some(w => w && [...wanted].some(t => w.startsWith(t)))) {
      hit = match.index
      break
    }
  }
  const start = Math.max(0, Math.min(hit - Math.floor(length / 3), text.length - length))
  const end = Math.min(text.length, start + length)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
