import type { AutocompleteApi } from './options'
import { buildRequestUrl, type MenuItem, responseItems } from './request'

/** Why a lookup gave no items. */
export type LookupFailure = 'http' | 'json' | 'items' | 'network' | 'timeout'

export type LookupResult =
  | { ok: true, items: MenuItem[] }
  | { ok: false, reason: LookupFailure, status?: number }
  | { ok: false, reason: 'aborted' }

/**
 * One GET request for the typed text. Never throws: every failure is a result. `signal` aborts it
 * (a newer query started); `timeoutMs` later it is aborted and reported as a time-out.
 */
export async function lookup(api: AutocompleteApi, text: string, signal: AbortSignal, timeoutMs: number): Promise<LookupResult> {
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
    let json: unknown
    try {
      json = JSON.parse(await response.text())
    }
    catch (error) {
      if (controller.signal.aborted)
        throw error
      return { ok: false, reason: 'json' }
    }
    return responseItems(json, api)
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
