import { type Component, type ComponentInternalInstance, type ComponentOptions, defineComponent, getCurrentInstance, h, markRaw, useId } from 'vue'

/** Vue's id state of a component: `[prefix, next useId number, next async boundary number]`. */
type IdState = [string, number, number]

/**
 * Wraps a lazy renderer so that every `useId()` inside it (Nuxt UI's label `for`, reka-ui's ARIA
 * ids) is the same on the server and in the browser.
 *
 * Vue names the ids inside an async component after how many async boundaries came before it
 * under the same parent. The server counts boundaries the browser never sees: a component with
 * `onServerPrefetch` (Nuxt's `@nuxt/icon`, `useAsyncData`) is one on the server only, because
 * Nuxt removes that hook from client builds. A date control after an icon then gets
 * `for="v-21-0"` from the server and `v-0-0` in the browser: hydration mismatches, and ARIA
 * references that point at nothing once a popover opens. Upstream: vuejs/core#12591 (open;
 * Nuxt's own workaround for `useAsyncData`, nuxt/nuxt#30343, touches the same internal state).
 *
 * The wrapper is an ordinary component, so its own `useId()` counts only ordinary siblings and
 * agrees on both sides; it restarts the boundary count for its subtree from that id. The
 * underscore ends the restarted prefix: Vue's own prefixes hold digits and `-` only, so a
 * restarted subtree never shares a prefix with another part of the app.
 *
 * `loaded` gives the lazy renderer's component once its chunk has arrived (or once the props it is
 * given need none): it is then rendered directly, with the same ids as through the async wrapper.
 */
export function withStableIds(inner: Component, loaded: (attrs?: Record<string, unknown>) => Component | undefined = () => undefined): Component {
  const wrapper = defineComponent({
    name: 'NuiStableIds',
    inheritAttrs: false,
    setup(_, { attrs }) {
      // Once the chunk is there, its component renders in place of the async wrapper (one component
      // less per field), under the id prefix the wrapper's async boundary would have given it.
      const component = loaded(attrs)
      restartIdsFromOwnId(component ? asyncBoundary : '')
      return () => h(component ?? inner, attrs)
    },
  })
  let bounded: Component | undefined
  boundedOnceLoaded.set(wrapper, () => {
    const component = loaded()
    return component && (bounded ??= withOwnIdBoundary(component))
  })
  return wrapper
}

/** Per `withStableIds` wrapper: its loaded component with the wrapper's id boundary of its own, once the chunk is there. */
const boundedOnceLoaded = new WeakMap<Component, () => Component | undefined>()

/**
 * What a layout renders for the renderer it ranked: for a `withStableIds` wrapper whose chunk has
 * arrived, the loaded component itself, restarting its ids as the wrapper would (one component less
 * per lazy field, with the same ids); anything else as it is.
 */
export function settledComponent(component: Component): Component {
  return boundedOnceLoaded.get(component)?.() ?? component
}

/**
 * `component` with the id restart of `withStableIds` at the start of its own setup. Linked to it by
 * prototype rather than copied, so every other option (and a hot reload's update of them) is read
 * from the component itself. A functional component has no setup to start: it keeps its wrapper.
 */
function withOwnIdBoundary(component: Component): Component | undefined {
  if (typeof component === 'function')
    return undefined
  const options = component as ComponentOptions
  const bounded: ComponentOptions = Object.create(options)
  // Two parameters whatever the component's own setup takes: Vue passes the context only to a setup that declares it.
  bounded.setup = (props, context) => {
    restartIdsFromOwnId(asyncBoundary)
    return options.setup?.(props, context)
  }
  return markRaw(bounded)
}

/** What Vue's async wrapper adds to the id prefix of its subtree: its boundary's number (the first, 0) and `-`. */
const asyncBoundary = '0-'

function restartIdsFromOwnId(boundary: string): void {
  const instance = getCurrentInstance() as (ComponentInternalInstance & { ids?: IdState }) | null
  const own = useId()
  if (!instance || !Array.isArray(instance.ids))
    return
  const prefix = `${instance.appContext.config.idPrefix || 'v'}-`
  instance.ids = [`${own.slice(prefix.length)}_${boundary}`, 0, 0]
}
