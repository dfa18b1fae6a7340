import { JsonForms, type JsonFormsChangeEvent } from '@jsonforms/vue'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonForm, uiRenderers } from 'nuxt-ui-jsonforms'
import { createApp, defineComponent, h, nextTick, reactive, shallowRef } from 'vue'
import { type LargeCase, deepObject, largeData, longText, valueAt, wideSchema } from '../../test/fixtures/largeInputs'
import { renderHand } from './largeHand'
import './style.css'

/** The large inputs, by the name the runner asks for; sizes from the runner too. */
const makers: Record<string, (size: number) => LargeCase> = {
  data: bytes => largeData(bytes),
  wide: count => wideSchema(count),
  deep: depth => deepObject(depth),
  text: length => longText(length),
}

/** `ours`: `<JsonForms :renderers="uiRenderers">` as its README shows; `vmodel`: `<JsonForm v-model>` as the quick start shows. */
type Contender = 'ours' | 'vmodel' | 'hand'
const shown = shallowRef<{ entry: LargeCase, contender: Contender } | null>(null)
const data = shallowRef<Record<string, unknown>>({})
let handData: Record<string, unknown> = {}

const Host = defineComponent(() => () => h(UApp, null, {
  default: () => h('div', { id: 'bench-form' }, !shown.value
    ? []
    : shown.value.contender === 'ours'
      ? [h(JsonForms, {
          schema: shown.value.entry.schema,
          uischema: shown.value.entry.uischema,
          data: data.value,
          renderers: uiRenderers,
          onChange: (event: JsonFormsChangeEvent) => { data.value = event.data as Record<string, unknown> },
        })]
      : shown.value.contender === 'vmodel'
        ? [h(JsonForm, {
            'schema': shown.value.entry.schema,
            'uischema': shown.value.entry.uischema,
            'modelValue': data.value,
            'onUpdate:modelValue': (value: unknown) => { data.value = value as Record<string, unknown> },
          })]
        : [renderHand(shown.value.entry, handData)]),
}))
createApp(Host).use(ui).mount('#app')

const layout = () => document.body.offsetHeight
const macrotask = () => new Promise(resolve => setTimeout(resolve, 0))

/** Waits (ticks, then tasks) until `done()`; the time includes the layout of the result. */
async function until(done: () => boolean, what: string): Promise<void> {
  await nextTick()
  for (let spins = 0; !done(); spins++) {
    if (spins > 20_000)
      throw new Error(`never happened: ${what}`)
    await macrotask()
    await nextTick()
  }
  layout()
}

async function timed(action: () => void, done: () => boolean, what: string): Promise<number> {
  ;(globalThis as { gc?: () => void }).gc?.()
  await macrotask()
  const started = performance.now()
  action()
  await until(done, what)
  return performance.now() - started
}

export interface LargeResult {
  mount: number
  keystrokes: number[]
  unmount: number
}

declare global {
  interface Window {
    largeBench: { run: (name: string, size: number, contender: Contender, keys: number) => Promise<LargeResult> }
    /** Set by a profiling runner (`page.exposeFunction`): awaited between the mount and the first keystroke, and after the last. */
    largeBenchPhase?: (phase: 'keys' | 'done') => Promise<void>
  }
}

window.largeBench = {
  async run(name, size, contender, keys) {
    const entry = makers[name]!(size)
    const selector = `${entry.multi ? 'textarea' : 'input'}[name="${entry.typedPath}"]`
    const field = () => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#bench-form ${selector}`)
    if (contender !== 'hand')
      data.value = entry.data
    else
      handData = reactive(entry.data)
    const model = () => (contender === 'hand' ? handData : data.value)
    const mount = await timed(() => { shown.value = { entry, contender } }, () => !!field(), 'the typed field')
    const keystrokes: number[] = []
    await window.largeBenchPhase?.('keys')
    let text = field()!.value
    for (let index = 0; index < keys; index++) {
      text += String.fromCharCode(97 + (index % 26))
      const next = text
      keystrokes.push(await timed(() => {
        field()!.value = next
        field()!.dispatchEvent(new Event('input', { bubbles: true }))
      }, () => valueAt(model(), entry.typedPath) === next && field()?.value === next, 'the keystroke in the data'))
    }
    await window.largeBenchPhase?.('done')
    const unmount = await timed(() => { shown.value = null }, () => !field(), 'unmount')
    return { mount, keystrokes, unmount }
  },
}
