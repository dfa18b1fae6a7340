import { toRaw } from 'vue'

/** The value with every reactive proxy in it, at any depth, replaced by its raw target (arrays and plain objects copied). */
function unwrap(value: unknown): unknown {
  const raw = toRaw(value)
  if (Array.isArray(raw))
    return raw.map(unwrap)
  if (raw && typeof raw === 'object' && (Object.getPrototypeOf(raw) === Object.prototype || Object.getPrototypeOf(raw) === null))
    return Object.fromEntries(Object.entries(raw).map(([name, inner]) => [name, unwrap(inner)]))
  return raw
}

/**
 * A deep copy of a piece of a form definition (schema, UI schema, data, a palette entry). A value
 * the inspector's own form handed over may be a reactive proxy, or hold one at any depth, which
 * `structuredClone` refuses (`DataCloneError` in the browsers): the proxies are unwrapped first.
 * The builder copies through this, never through `structuredClone` itself.
 */
export function cloneValue<T>(value: T): T {
  return structuredClone(unwrap(value)) as T
}
