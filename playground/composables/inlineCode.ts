/** A run of description text: plain, or code that was between Markdown backticks. */
export interface TextPart {
  text: string
  code: boolean
}

/**
 * Splits a description at its Markdown backticks, so that the template renders code spans as
 * `<code>` elements from text (never as HTML). A lone backtick has no partner and stays as text.
 */
export function splitInlineCode(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    if (match.index > last)
      parts.push({ text: text.slice(last, match.index), code: false })
    parts.push({ text: match[1], code: true })
    last = match.index + match[0].length
  }
  if (last < text.length)
    parts.push({ text: text.slice(last), code: false })
  return parts
}
