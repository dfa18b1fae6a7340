import { getCurrentInstance, onBeforeUpdate, shallowRef, toRaw } from 'vue'
import { unwrapFields } from '../store/plainState'

/**
 * A component's props as a plain object (`unwrapFields`), for a computed that reads them all: read
 * through the props proxy, each prop would be a reactive dependency of its own, which every
 * control of a large form would allocate at mount (a `Dep` and a link per prop, eight of them).
 * Here the props are one dependency, which changes when the parent renders the component with a
 * prop that is another value (checked before the component updates). Outside a component, the
 * props are read through the proxy as before.
 */
export function useOwnProps<T extends object>(props: T): () => T {
  if (!getCurrentInstance())
    return () => unwrapFields(props)
  let own = unwrapFields(toRaw(props)) as T
  const changed = shallowRef(0)
  onBeforeUpdate(() => {
    const raw = toRaw(props) as Record<string, unknown>
    for (const key in raw) {
      if (toRaw(raw[key]) !== (own as Record<string, unknown>)[key]) {
        own = unwrapFields(raw) as T
        changed.value++
        return
      }
    }
  })
  return () => {
    void changed.value
    return own
  }
}
