import { onScopeDispose, type Ref, ref, shallowRef } from 'vue'
import { type LookupCaps, type LookupFailure, lookup } from './lookup'
import { type AutocompleteApi, autocompleteDefaults } from './options'
import type { MenuItem } from './request'

export interface RemoteSearchSettings {
  api: () => AutocompleteApi | undefined
  minLength: () => number
  caps: () => LookupCaps
  debounceMs?: number
  timeoutMs?: number
}

export interface RemoteSearch {
  /** The items of the last successful lookup; `undefined` when none applies (short text, failure). */
  items: Ref<MenuItem[] | undefined>
  /** How many items the last answer held, when it held more than `items` (`maxItems`). */
  total: Ref<number | undefined>
  loading: Ref<boolean>
  failure: Ref<{ reason: LookupFailure, status?: number } | undefined>
  /** Call on every change of the typed text. */
  search: (text: string) => void
}

/**
 * The remote side of the field: typing is debounced, a new query aborts the one in flight, and
 * only the latest query's answer is applied, whatever order the answers arrive in.
 */
export function useRemoteSearch(settings: RemoteSearchSettings): RemoteSearch {
  const debounceMs = settings.debounceMs ?? autocompleteDefaults.debounceMs
  const timeoutMs = settings.timeoutMs ?? autocompleteDefaults.timeoutMs
  const items = shallowRef<MenuItem[]>()
  const total = ref<number>()
  const loading = ref(false)
  const failure = shallowRef<{ reason: LookupFailure, status?: number }>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let latest = 0

  function cancel(): void {
    clearTimeout(timer)
    timer = undefined
    inFlight?.abort()
    inFlight = undefined
    latest++
    loading.value = false
  }

  async function run(text: string, api: AutocompleteApi): Promise<void> {
    const query = ++latest
    const controller = new AbortController()
    inFlight = controller
    loading.value = true
    const result = await lookup(api, text, controller.signal, timeoutMs, settings.caps())
    if (query !== latest)
      return
    inFlight = undefined
    loading.value = false
    if (result.ok) {
      items.value = result.items
      total.value = result.total
      failure.value = undefined
    }
    else if (result.reason !== 'aborted') {
      items.value = undefined
      total.value = undefined
      failure.value = { reason: result.reason, ...(result.status === undefined ? {} : { status: result.status }) }
    }
  }

  function search(text: string): void {
    cancel()
    const api = settings.api()
    if (!api || text.trim().length < settings.minLength() || text.trim().length === 0) {
      items.value = undefined
      total.value = undefined
      failure.value = undefined
      return
    }
    timer = setTimeout(() => void run(text.trim(), api), debounceMs)
  }

  onScopeDispose(cancel)
  return { items, total, loading, failure, search }
}
