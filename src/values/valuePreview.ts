/** A short, JSON-like rendering of a stored value for a note: `"hello"`, `42`, `["a","b"]`, cut at `max` characters. */
export function valuePreview(value: unknown, max = 40): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  }
  catch {
    text = String(value)
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
