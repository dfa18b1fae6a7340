const LOOPBACK = new Set(['127.0.0.1', '127.0.0.2', 'localhost'])

/**
 * A `fetch` for the code under test that only ever reaches loopback addresses. Any other host is
 * recorded in `blocked` and fails like a network error, so a bug cannot send a request off the
 * machine, and a test can assert that none was attempted.
 */
export function createLoopbackFetch(): { fetch: typeof fetch, blocked: string[] } {
  const blocked: string[] = []
  const guarded: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!LOOPBACK.has(url.hostname)) {
      blocked.push(url.href)
      return Promise.reject(new TypeError(`test guard: ${url.hostname} is not a loopback host`))
    }
    return fetch(input, init)
  }
  return { fetch: guarded, blocked }
}
