import { DocsFetchError } from './errors'

/**
 * Parses `raw` (relative to `base` when given) and checks it against the whitelist: http or https
 * only, no user name or password, and an origin (scheme, host and port) equal to one of
 * `allowedOrigins`. Comparing whole origins, not host names, keeps every other service on the same
 * machine out of reach: `http://127.0.0.1:4174` being the docs does not open `127.0.0.1:6379`.
 * Returns the parsed URL or throws a `DocsFetchError` that says why the URL was refused.
 */
export function checkDocsUrl(raw: string, allowedOrigins: ReadonlySet<string>, base?: URL): URL {
  let url: URL
  try {
    url = new URL(raw, base)
  }
  catch {
    throw new DocsFetchError(`Refused ${JSON.stringify(raw)}: not a valid URL.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DocsFetchError(`Refused ${url.href}: only http and https URLs can be fetched, not ${url.protocol}`)
  if (url.username || url.password)
    throw new DocsFetchError(`Refused ${url.href}: URLs with a user name or password are not fetched.`)
  if (!allowedOrigins.has(url.origin)) {
    const allowed = [...allowedOrigins].join(', ')
    throw new DocsFetchError(`Refused ${url.href}: origin "${url.origin}" is not on the docs whitelist (${allowed}).`)
  }
  return url
}
