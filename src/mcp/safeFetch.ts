import type { DocsConfig } from './config'
import { DocsFetchError } from './errors'
import { checkDocsUrl } from './urlPolicy'

/** A fetched docs document. */
export interface FetchedText {
  /** The URL that answered, after redirects. */
  url: string
  contentType: string
  text: string
}

type FetchPolicy = Pick<DocsConfig, 'allowedOrigins' | 'timeoutMs' | 'maxBytes' | 'maxRedirects' | 'fetch'>

const TEXT_TYPE = /^(?:text\/[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|xml|markdown))$/i

/**
 * Fetches a whitelisted docs URL as text. Redirects are followed by hand so that every hop is
 * checked against the whitelist before it is requested; the whole exchange shares one time-out,
 * the body is read up to `maxBytes`, and only text content types are accepted. Every refusal or
 * failure is a `DocsFetchError`.
 */
export async function fetchDocsText(raw: string, policy: FetchPolicy): Promise<FetchedText> {
  let url = checkDocsUrl(raw, policy.allowedOrigins)
  const signal = AbortSignal.timeout(policy.timeoutMs)
  try {
    for (let hop = 0; ; hop++) {
      const response = await policy.fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/markdown, text/plain;q=0.9, text/*;q=0.8' },
      })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        if (hop >= policy.maxRedirects)
          throw new DocsFetchError(`Refused ${raw}: more than ${policy.maxRedirects} redirects.`)
        url = checkDocsUrl(location, policy.allowedOrigins, url)
        continue
      }
      return { url: url.href, ...await readTextResponse(response, url, policy.maxBytes) }
    }
  }
  catch (error) {
    if (error instanceof DocsFetchError)
      throw error
    if (signal.aborted)
      throw new DocsFetchError(`Timed out after ${policy.timeoutMs} ms fetching ${url.href}.`)
    throw new DocsFetchError(`Could not fetch ${url.href}: ${(error as Error).message}`)
  }
}

async function readTextResponse(response: Response, url: URL, maxBytes: number) {
  if (!response.ok) {
    await response.body?.cancel()
    throw new DocsFetchError(`${url.href} answered HTTP ${response.status}.`)
  }
  const contentType = response.headers.get('content-type') ?? ''
  if (!TEXT_TYPE.test(contentType.split(';')[0]!.trim())) {
    await response.body?.cancel()
    throw new DocsFetchError(`Refused ${url.href}: content type "${contentType || 'none'}" is not text.`)
  }
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new DocsFetchError(tooLarge(url, maxBytes))
  }
  return { contentType, text: await readCapped(response, url, maxBytes) }
}

async function readCapped(response: Response, url: URL, maxBytes: number): Promise<string> {
  if (!response.body)
    return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done)
      break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new DocsFetchError(tooLarge(url, maxBytes))
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

function tooLarge(url: URL, maxBytes: number): string {
  return `Refused ${url.href}: the response is larger than the ${maxBytes}-byte cap.`
}
