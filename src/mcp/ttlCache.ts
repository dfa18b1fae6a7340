/**
 * Wraps an async loader so that its result is reused for `ttlMs` milliseconds. Concurrent callers
 * share one pending load; a failed load is not cached.
 */
export function cacheFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let entry: { value: Promise<T>, expires: number } | undefined
  return () => {
    if (!entry || now() >= entry.expires) {
      const value = load()
      const current = { value, expires: now() + ttlMs }
      entry = current
      value.catch(() => {
        if (entry === current)
          entry = undefined
      })
    }
    return entry.value
  }
}
