/** Origin of the published documentation; the default `DOCS_BASE_URL`. */
export const PUBLISHED_DOCS_ORIGIN = 'https://nuxt-ui-jsonforms.dev'

/** Settings of the docs server; every field but `baseUrl` has a default. */
export interface DocsServerOptions {
  /** Where `llms.txt`, `llms-full.txt` and the pages are read from (no trailing slash). */
  baseUrl: string
  /**
   * Origin the published docs are built for. Links to it are read from `baseUrl` instead, so a
   * local preview of a production build stays local.
   * @defaultValue PUBLISHED_DOCS_ORIGIN
   */
  publishedOrigin?: string
  /** @defaultValue 10000 */
  timeoutMs?: number
  /** Largest response body accepted, in bytes. @defaultValue 2000000 */
  maxBytes?: number
  /** Redirect hops followed before giving up. @defaultValue 5 */
  maxRedirects?: number
  /** How long `llms.txt`, `llms-full.txt` and the search index are reused. @defaultValue 60000 */
  cacheTtlMs?: number
  /** The `fetch` used for every request (tests inject a guarded one). @defaultValue globalThis.fetch */
  fetch?: typeof fetch
}

/** `DocsServerOptions` with every default applied and the whitelist computed. */
export interface DocsConfig extends Required<DocsServerOptions> {
  /**
   * Origins (scheme, host and port) `fetch_docs` may contact: those of `baseUrl` and
   * `publishedOrigin`, nothing else, so a loopback or intranet address is reachable only at the
   * port the docs are served from.
   */
  allowedOrigins: ReadonlySet<string>
}

/** Parses an http(s) origin or base URL and drops trailing slashes; throws on anything else. */
export function normalizeBaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  }
  catch {
    throw new Error(`DOCS_BASE_URL is not a URL: ${JSON.stringify(raw)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`DOCS_BASE_URL must use http or https, got ${url.protocol}`)
  if (url.username || url.password)
    throw new Error('DOCS_BASE_URL must not contain credentials')
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/** Applies defaults to server options and derives the fetch whitelist. */
export function resolveDocsConfig(options: DocsServerOptions): DocsConfig {
  const baseUrl = normalizeBaseUrl(options.baseUrl)
  const publishedOrigin = normalizeBaseUrl(options.publishedOrigin ?? PUBLISHED_DOCS_ORIGIN)
  return {
    baseUrl,
    publishedOrigin,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: options.maxBytes ?? 2_000_000,
    maxRedirects: options.maxRedirects ?? 5,
    cacheTtlMs: options.cacheTtlMs ?? 60_000,
    fetch: options.fetch ?? globalThis.fetch,
    allowedOrigins: new Set([new URL(baseUrl).origin, new URL(publishedOrigin).origin]),
  }
}

/** Reads server options from the environment (`DOCS_BASE_URL`). */
export function docsOptionsFromEnv(env: NodeJS.ProcessEnv): DocsServerOptions {
  return { baseUrl: env.DOCS_BASE_URL?.trim() || PUBLISHED_DOCS_ORIGIN }
}
