import { type InjectionKey, type MaybeRefOrGetter, computed, getCurrentInstance, onBeforeUnmount, onMounted, ref, toValue, watch } from 'vue'
import { resolveActive } from './categories'
import { type HashScope, readHashParam, writeHashParam } from './hashState'

/** What a category panel tells a categorization nested in it about the keys already in use. */
export const hashScopeKey: InjectionKey<() => HashScope> = Symbol('nui.categorization.hashScope')

const inBrowser = () => typeof window !== 'undefined'

/** What this library uses of an app's router (vue-router, as in Nuxt), found as `$router`. */
interface AppRouter {
  afterEach: (guard: () => void) => () => void
}

/**
 * Calls `sync` after every navigation of the app's router, if it has one: a router rewrites the
 * URL with `history.replaceState`, which fires no event. Nuxt does so on a prerendered page
 * (`nuxt generate`) opened at `/page#tab=2`: it hydrates at `/page`, then puts the hash back.
 */
function afterRouterNavigation(sync: () => void): () => void {
  const router = getCurrentInstance()?.appContext.config.globalProperties.$router as Partial<AppRouter> | undefined
  return typeof router?.afterEach === 'function' ? router.afterEach(sync) : () => {}
}

/**
 * The active tab, remembered under `key` in the URL hash: read at mount (the server never sees
 * the hash, and hydration must render what the server rendered), on every `hashchange` /
 * `popstate` (back, forward, a link) and after the app router's navigations; written with
 * `history.pushState` when the user picks a tab, so that back returns to the previous tab. Only
 * `key` is ever touched.
 */
export function useTabMemory(key: MaybeRefOrGetter<string>, ids: MaybeRefOrGetter<readonly string[]>, defaultTab: MaybeRefOrGetter<unknown>) {
  const readHash = () => inBrowser() ? readHashParam(window.location.hash, toValue(key)) : undefined
  /** What the URL or the user asked for; `resolveActive` falls back when it is not a visible tab. */
  const wanted = ref<string>()
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

  /** Shows the tab `id` without remembering it in the URL: the host shows an element, the user picked nothing. */
  function show(id: string): void {
    wanted.value = id
  }

  let stopRouterSync = () => {}
  watch(() => toValue(key), sync)
  onMounted(() => {
    sync()
    window.addEventListener('hashchange', sync)
    window.addEventListener('popstate', sync)
    stopRouterSync = afterRouterNavigation(sync)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('hashchange', sync)
    window.removeEventListener('popstate', sync)
    stopRouterSync()
  })
  return { active, select, show }
}
