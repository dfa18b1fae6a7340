import { type InjectionKey, type MaybeRefOrGetter, computed, onBeforeUnmount, onMounted, ref, toValue, watch } from 'vue'
import { resolveActive } from './categories'
import { type HashScope, readHashParam, writeHashParam } from './hashState'

/** What a category panel tells a categorization nested in it about the keys already in use. */
export const hashScopeKey: InjectionKey<() => HashScope> = Symbol('nui.categorization.hashScope')

const inBrowser = () => typeof window !== 'undefined'

/**
 * The active tab, remembered under `key` in the URL hash: read at mount and on every `hashchange`
 * / `popstate` (back, forward, a link), written with `history.pushState` when the user picks a
 * tab, so that back returns to the previous tab. Only `key` is ever touched.
 */
export function useTabMemory(key: MaybeRefOrGetter<string>, ids: MaybeRefOrGetter<readonly string[]>, defaultTab: MaybeRefOrGetter<unknown>) {
  const readHash = () => inBrowser() ? readHashParam(window.location.hash, toValue(key)) : undefined
  /** What the URL or the user asked for; `resolveActive` falls back when it is not a visible tab. */
  const wanted = ref(readHash())
  const active = computed(() => resolveActive(wanted.value, toValue(ids), toValue(defaultTab)))
  const sync = () => {
    wanted.value = readHash()
  }

  function select(id: string): void {
    wanted.value = id
    if (!inBrowser() || readHash() === id)
      return
    const { pathname, search, hash } = window.location
    window.history.pushState(window.history.state, '', `${pathname}${search}${writeHashParam(hash, toValue(key), id)}`)
  }

  watch(() => toValue(key), sync)
  onMounted(() => {
    window.addEventListener('hashchange', sync)
    window.addEventListener('popstate', sync)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('hashchange', sync)
    window.removeEventListener('popstate', sync)
  })
  return { active, select }
}
