import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import ui from '@nuxt/ui/vue-plugin'
import { afterEach, describe, expect, it } from 'vitest'
import { type VNode, createApp, h, nextTick, shallowRef } from 'vue'
import { JsonFormsRoot, uiRenderers } from '../../index'
import { waitForChunks } from '../../src/testing/chunks'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const schema = { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' }, subscribed: { type: 'boolean' } } }

/**
 * Mounts a form rendered with the shared `uiRenderers` list inside a page that stays, types into it,
 * takes it off the page (the page re-renders without it, as a `v-if` does), and returns a weak
 * reference to the data object the form held (nothing outside the form refers to it).
 */
async function mountTypeAndUnmount(): Promise<WeakRef<object>> {
  let data: object | undefined = { name: 'Ada', age: 36, subscribed: true }
  const reference = new WeakRef(data)
  const shown = shallowRef(true)
  const host = showPage(() => h('main', shown.value ? [h(JsonFormsRoot, { schema, data, renderers: uiRenderers })] : []))
  await waitForChunks()
  const input = host.querySelector<HTMLInputElement>('input[name="name"]')!
  input.value = 'Ada L'
  input.dispatchEvent(new Event('input'))
  await nextTick()
  data = undefined
  shown.value = false
  await nextTick()
  expect(host.querySelector('input')).toBeNull()
  return reference
}

/** The pages around the forms, unmounted once the test has looked at the forms they showed. */
const unmountLater: (() => void)[] = []
afterEach(() => unmountLater.splice(0).forEach(unmount => unmount()))

/** Mounts a page rendering `render` (with Nuxt UI), unmounted after the test. */
function showPage(render: () => VNode): HTMLElement {
  const host = document.createElement('div')
  document.body.append(host)
  const app = createApp({ render })
  app.use(ui).mount(host)
  unmountLater.push(() => { app.unmount(); host.remove() })
  return host
}

const nextTask = () => new Promise(resolve => setImmediate(resolve))

/**
 * Collects garbage until the reference is cleared, at most `rounds` times. A reference read in a
 * task keeps its target alive until the task ends, so each collection runs in a task of its own.
 */
async function collected(reference: WeakRef<object>, rounds = 10): Promise<boolean> {
  for (let round = 0; round < rounds; round++) {
    await nextTask()
    collectGarbage()
    await nextTask()
    if (reference.deref() === undefined)
      return true
  }
  return false
}

/**
 * Vue's development build buffers its devtools events (with the components they name) until a
 * devtools hook appears, for its first seconds: hand it a hook that drops them.
 */
function stopDevtoolsBuffer(): void {
  const replay = (globalThis as { __VUE_DEVTOOLS_HOOK_REPLAY__?: ((hook: object) => void)[] | null }).__VUE_DEVTOOLS_HOOK_REPLAY__
  replay?.forEach(install => install({ emit: () => {} }))
}

describe('an unmounted form', () => {
  it('can be garbage collected once it leaves the page, though its renderer list is shared with every other form', async () => {
    // The first form of the page warms the renderers up (lazy chunks, testers' caches).
    await collected(await mountTypeAndUnmount(), 1)
    stopDevtoolsBuffer()
    expect(await collected(await mountTypeAndUnmount())).toBe(true)
    expect(await collected(await mountTypeAndUnmount())).toBe(true)
  })
})

describe('a mounted form', () => {
  it('keeps no earlier version of its data once it has moved on: typing does not grow the memory it holds', async () => {
    const versions: WeakRef<object>[] = []
    const host = showPage(() => h(JsonFormsRoot, {
      schema,
      data: { name: 'Ada', age: 36, subscribed: true },
      renderers: uiRenderers,
      onChange: ({ data }: { data: object }) => versions.push(new WeakRef(data)),
    }))
    await waitForChunks()
    const input = host.querySelector<HTMLInputElement>('input[name="name"]')!
    for (const text of ['Ada L', 'Ada Lo', 'Ada Lov', 'Ada Love', 'Ada Lovel']) {
      input.value = text
      input.dispatchEvent(new Event('input'))
      await nextTick()
    }
    // The first is the host's own `data` prop (never fed back here); the form holds the last, and
    // its change watcher the one before: every version in between must go.
    const between = versions.slice(1, -2)
    expect(between.length).toBeGreaterThanOrEqual(3)
    for (const version of between)
      expect(await collected(version)).toBe(true)
    expect(versions.at(-1)!.deref()).toMatchObject({ name: 'Ada Lovel' })
  })
})
