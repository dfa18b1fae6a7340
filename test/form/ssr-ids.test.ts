import { rankWith, scopeEndsWith } from '@jsonforms/core'
import { createRegistry, definePlugin, uiRenderers } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Component, defineComponent, h, markRaw, onServerPrefetch, useId } from 'vue'
import { objectSchema } from '../helpers/mountForm'
import { type Hydrated, type ServerForm, hydrate, renderOnServer } from '../helpers/serverRender'

/** Lazy chunks (Tiptap above all) can take seconds to import on a busy machine: a bound, not a delay. */
const ready = { timeout: 60_000 }

/**
 * Stands in for `@nuxt/icon`'s icon in a Nuxt app: it has `onServerPrefetch` on the server, and
 * not in the browser, where Nuxt removes that hook from the build.
 */
let onServer = false
const IconBearingControl = markRaw(defineComponent({
  setup() {
    if (onServer)
      onServerPrefetch(() => Promise.resolve())
    return () => h('span', { 'data-testid': 'server-prefetching-icon' })
  },
}))

const form: ServerForm = {
  schema: objectSchema({ note: { type: 'string' }, day: { type: 'string', format: 'date', title: 'Day' } }),
  uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/note' }, { type: 'Control', scope: '#/properties/day' }] } as never,
  data: { day: '2024-06-03' },
  renderers: [...uiRenderers, { tester: rankWith(100, scopeEndsWith('note')), renderer: IconBearingControl }],
}

let hydrated: Hydrated | undefined
afterEach(() => hydrated?.unmount())

describe('ids of a server-rendered form', () => {
  it('are the same on the server and in the browser for a lazy control after an icon-bearing one', async () => {
    onServer = true
    const html = await renderOnServer(form)
    onServer = false
    const server = document.createElement('template')
    server.innerHTML = html
    const serverFor = server.content.querySelector('[data-path="day"] label')?.getAttribute('for')
    expect(serverFor).toBeTruthy()

    hydrated = hydrate(form, html)
    const { root } = hydrated
    // The date control is a lazy chunk: it hydrates once its module has arrived.
    await vi.waitFor(() => expect(root.querySelector('[data-path="day"] input, [data-path="day"] [role="group"]')).not.toBeNull(), ready)
    await vi.waitFor(() => expect((root.querySelector('[data-path="day"]') as { __vueParentComponent?: unknown } | null)?.__vueParentComponent).toBeTruthy(), ready)
    expect(hydrated.hydrationMessages).toEqual([])
    expect(root.querySelector(`[id="${serverFor}"]`), 'the element the label names').not.toBeNull()
  })

  it('are the same whether the chunk of a lazy renderer is still on its way or has arrived', async () => {
    // Once its chunk is there, a lazy renderer renders without Vue's async wrapper, under the ids the wrapper gives.
    const IdControl: Component = {
      setup() {
        const id = useId()
        return () => h('label', { 'data-testid': 'lazy-id', 'for': id }, 'Day')
      },
    }
    const lazy = createRegistry([definePlugin({ name: 'lazy-ids', entries: [{ name: 'lazy-ids', tester: rankWith(200, scopeEndsWith('day')), load: async () => IdControl }] })])
    const withLazy: ServerForm = { ...form, renderers: [...lazy, ...form.renderers!] }
    const whileLoading = await renderOnServer(withLazy)
    const loaded = await renderOnServer(withLazy)
    expect(whileLoading).toContain('data-testid="lazy-id"')
    expect(loaded).toBe(whileLoading)

    hydrated = hydrate(withLazy, loaded)
    type Rendered = { __vueParentComponent?: { type: object, parent: { type: { name?: string } } } }
    await vi.waitFor(() => expect((hydrated!.root.querySelector('[data-testid="lazy-id"]') as Rendered | null)?.__vueParentComponent).toBeTruthy(), ready)
    expect(hydrated.hydrationMessages).toEqual([])
    // Its chunk there, the control is rendered by the layout itself, with no id wrapper around it.
    const control = (hydrated.root.querySelector('[data-testid="lazy-id"]') as Rendered).__vueParentComponent!
    expect(Object.getPrototypeOf(control.type)).toBe(IdControl)
    expect(control.parent.type.name).toBe('LinearLayout')
  })
})
