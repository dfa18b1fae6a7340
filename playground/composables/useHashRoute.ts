import { onBeforeUnmount, onMounted, readonly, ref } from 'vue'

/** The gallery's routes: an example, the form builder (optionally seeded with an example) or home. */
export type Route =
  | { name: 'example', id: string }
  | { name: 'builder', returnTo?: string, example?: string }
  | { name: 'home' }

export function exampleHref(id: string): string {
  return `#/example/${encodeURIComponent(id)}`
}

/** `#/builder?example=<id>&return=<encoded return target>`, leaving out what is not given. */
export function builderHref(options: { example?: string, returnTo?: string } = {}): string {
  const params = new URLSearchParams()
  if (options.example)
    params.set('example', options.example)
  if (options.returnTo)
    params.set('return', options.returnTo)
  const query = params.toString()
  return query ? `#/builder?${query}` : '#/builder'
}

export function parseHash(hash: string): Route {
  const example = /^#\/example\/([^/?]+)/.exec(hash)
  if (example)
    return { name: 'example', id: decodeURIComponent(example[1]) }
  const builder = /^#\/builder\/?(?:\?(.*))?$/.exec(hash)
  if (builder) {
    const params = new URLSearchParams(builder[1] ?? '')
    return { name: 'builder', returnTo: params.get('return') || undefined, example: params.get('example') || undefined }
  }
  return { name: 'home' }
}

/** The current hash route, following `hashchange` (back / forward, links). */
export function useHashRoute() {
  const route = ref<Route>(parseHash(window.location.hash))
  const update = () => { route.value = parseHash(window.location.hash) }
  onMounted(() => window.addEventListener('hashchange', update))
  onBeforeUnmount(() => window.removeEventListener('hashchange', update))
  return readonly(route)
}
