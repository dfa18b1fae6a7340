/** A gallery hash route: `#/example/<id>` (the id URL-encoded, no further `/`, `?` or `#`). */
const exampleHash = /^#\/example\/[^/?#]+$/
/** Whitespace, control characters and backslashes: browsers drop or rewrite them while parsing. */
const suspicious = /[\s\p{Cc}\\]/u

/**
 * `value` when it is a safe place to go back to from the builder, otherwise `undefined`.
 * Safe means same-origin: a gallery hash route, or a path with a single leading `/` (never `//`,
 * `/\`, a scheme such as `javascript:` or `https:`, or a relative path) that `new URL` resolves,
 * against `currentHref`, to the current origin. Nothing is decoded: `%2F%2Fevil.example` stays a
 * relative path and is refused.
 */
export function safeReturn(value: string | null | undefined, currentHref: string): string | undefined {
  if (!value || suspicious.test(value))
    return undefined
  const shapeOk = exampleHash.test(value) || (value.startsWith('/') && !value.startsWith('//'))
  if (!shapeOk)
    return undefined
  try {
    return new URL(value, currentHref).origin === new URL(currentHref).origin ? value : undefined
  }
  catch {
    return undefined
  }
}
