/** The text a string field shows for a stored value: numbers and booleans as written, anything else empty. */
export function toDisplayText(value: unknown): string {
  if (typeof value === 'string')
    return value
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value)
  return ''
}

/** The value stored for typed text: cut to `maxLength` when given, and `undefined` for an empty field. */
export function toStoredText(text: string, maxLength?: number): string | undefined {
  const kept = maxLength !== undefined && maxLength >= 0 ? text.slice(0, maxLength) : text
  return kept === '' ? undefined : kept
}

/** "12/40" for a restricted field, or `undefined` when there is nothing to count against. */
export function characterCounter(text: string, maxLength: number | undefined, restrict: boolean | undefined): string | undefined {
  return restrict && typeof maxLength === 'number' ? `${text.length}/${maxLength}` : undefined
}
