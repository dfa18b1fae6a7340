import type { AutocompleteApi } from './options'
import { buildRequestUrl, type MenuItem, responseItems } from './request'

/** Why a lookup gave no items. */
export type LookupFailure = 'http' | 'json' | 'items' | 'network' | 'timeout' | 'tooLarge'

/** How much of an answer is read: its bytes, and its items listed. */
export interface LookupCaps {
  maxBytes: number
  maxItems: number
}

export type LookupResult =
  | { ok: true, items: MenuItem[], total?: number }
  | { ok: false, reason: LookupFailure, status?: number }
  | { ok: false, reason: 'aborted' }

/**
 * The body as text, or undefined once it passes `maxBytes`: refused by its `Content-Length` before
 * a byte is read, else read as it streams in and cancelled at the first chunk past the cap (a
 * 100 MB answer would otherwise be held whole, then parsed on the main thread).
 */
async function cappedText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    void response.body?.cancel().catch(() => {})
    return undefined
  }
  if (!response.body)
    return response.text()
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let read = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done)
      return text + decoder.decode()
    read += value.byteLength
    if (read > maxBytes) {
      void reader.cancel().catch(() => {})
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

/**
 * One GET request for the typed text, its answer read up to `caps`. Never throws: every failure is a result. `signal` aborts it
 * (a newer query started); `timeoutMs` later it is aborted and reported as a time-out.
 */
export async function lookup(api: AutocompleteApi, text: string, signal: AbortSignal, timeoutMs: number, caps: LookupCaps): Promise<LookupResult> {
  const controller = new AbortController()
  const stop = () => controller.abort()
  signal.addEventListener('abort', stop)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetch(buildRequestUrl(api, text), {
      method: 'GET',
      headers: { Accept: 'application/json', ...api.headers },
      signal: controller.signal,
    })
    if (!response.ok)
      return { ok: false, reason: 'http', status: response.status }
    const body = await cappedText(response, caps.maxBytes)
    if (body === undefined)
      return { ok: false, reason: 'tooLarge' }
    let json: unknown
    try {
      json = JSON.parse(body)
    }
    catch (error) {
      if (controller.signal.aborted)
        throw error
      return { ok: false, reason: 'json' }
    }
    return responseItems(json, api, caps.maxItems)
  }
  catch {
    if (timedOut)
      return { ok: false, reason: 'timeout' }
    return signal.aborted ? { ok: false, reason: 'aborted' } : { ok: false, reason: 'network' }
  }
  finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', stop)
  }
}
