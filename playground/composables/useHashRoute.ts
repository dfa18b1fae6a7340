import { onBeforeUnmount, onMounted, readonly, ref } from 'vue'

/** The gallery's routes. `#/builder` is reserved for the form builder (not built yet). */
export type Route = { name: 'example', id: string } | { name: 'home' }

export function exampleHref(id: string): string {
  return `#/example/${encodeURIComponent(id)}`
}

export function parseHash(hash: string): Route {
  const match = /^#\/example\/([^/?]+)/.exec(hash)
  return match ? { name: 'example', id: decodeURIComponent(match[1]) } : { name: 'home' }
}

/** The current hash route, following `hashchange` (back / forward, links). */
export function useHashRoute() {
  const route = ref<Route>(parseHash(window.location.hash))
  const update = () => { route.value = parseHash(window.location.hash) }
  onMounted(() => window.addEventListener('hashchange', update))
  onBeforeUnmount(() => window.removeEventListener('hashchange', update))
  return readonly(route)
}
