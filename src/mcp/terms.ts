const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i',
  'if', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'so', 'that', 'the', 'then',
  'this', 'to', 'until', 'use', 'what', 'when', 'which', 'with', 'you', 'your',
])

/**
 * Splits text into search tokens. A camelCase identifier yields itself and its words, so
 * `enableFilterErrorsBeforeTouch` is found by "filter errors before touch" as well as by name.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    tokens.push(word)
    const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u)
    if (parts.length > 1)
      tokens.push(...parts)
  }
  return tokens
}

/**
 * Normalizes one token for indexing and querying: lower case, stop words dropped, and a light
 * suffix strip so that "touched", "touches" and "touch" meet.
 */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase()
  if (STOP_WORDS.has(lower))
    return null
  if (lower.length > 5 && lower.endsWith('ing'))
    return lower.slice(0, -3)
  if (lower.length > 4 && lower.endsWith('ed'))
    return lower.slice(0, -2)
  if (lower.length > 4 && lower.endsWith('es') && !lower.endsWith('ses'))
    return lower.slice(0, -2)
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss'))
    return lower.slice(0, -1)
  return lower
}
