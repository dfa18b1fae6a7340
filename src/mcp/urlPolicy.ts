import { DocsFetchError } from './errors'

/**
 * Parses `raw` (relative to `base` when given) and checks it against the whitelist: http or https
 * only, no user name or password, and a host name equal to one of `allowedHosts`. Returns the
 * parsed URL or throws a `DocsFetchError` that says why the URL was refused.
 */
export function checkDocsUrl(raw: string, allowedHosts: ReadonlySet<string>, base?: URL): URL {
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
  if (!allowedHosts.has(url.hostname)) {
    const allowed = [...allowedHosts].join(', ')
    throw new DocsFetchError(`Refused ${url.href}: host "${url.hostname}" is not on the docs whitelist (${allowed}).`)
  }
  return url
}
