/** Whether `text` holds `query` (trimmed), case and accents aside: the palette's and the inspector's search. */
export function matches(text: string, query: string): boolean {
  const fold = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036F]/g, '').toLowerCase()
  return fold(text).includes(fold(query.trim()))
}
