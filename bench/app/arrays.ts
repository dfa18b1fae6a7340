import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import type { JsonFormsChangeEvent } from '@jsonforms/vue'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonFormsRoot, uiRenderers } from 'nuxt-ui-jsonforms'
import { createApp, defineComponent, h, nextTick, reactive, shallowRef } from 'vue'
import HandList, { type Row } from './contenders/HandList.vue'
import './style.css'

/**
 * One array of `n` objects of 5 fields, shown as the guide recommends for that size: ListWithDetail.
 * `?hand` shows it through `HandList.vue`, the same list written by hand.
 */
function arrayForm(n: number) {
  const schema: JsonSchema7 = {
    type: 'object',
    properties: {
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'Name' },
            email: { type: 'string', title: 'Email', format: 'email' },
            city: { type: 'string', title: 'City', maxLength: 40 },
            age: { type: 'integer', title: 'Age', minimum: 0, maximum: 130 },
            active: { type: 'boolean', title: 'Active' },
          },
          required: ['name'],
        },
      },
    },
  }
  const uischema = { type: 'ListWithDetail', scope: '#/properties/rows', options: { elementLabelProp: 'name' } } as unknown as UISchemaElement
  const rows = Array.from({ length: n }, (_, i) => ({ name: `Person ${i}`, email: `p${i}@example.test`, city: 'Lyon', age: 20 + (i % 60), active: i % 2 === 0 }))
  return { schema, uischema, data: { rows } }
}

type Rows = { rows: Record<string, unknown>[] }
/** `?hand`: the same list written by hand (`HandList.vue`) instead of JSON Forms. */
const handWritten = new URLSearchParams(location.search).has('hand')
const shown = shallowRef<ReturnType<typeof arrayForm> | null>(null)
const data = shallowRef<Rows>({ rows: [] })
const handRows = shallowRef<Row[]>([])
/** The rows of whichever contender the page runs. */
const rows = () => (handWritten ? handRows.value : data.value.rows)
const form = (shownForm: ReturnType<typeof arrayForm>) => handWritten
  ? h(HandList, { rows: handRows.value })
  // The root `<JsonForm>` renders, as the standard form's `ours` page does.
  : h(JsonFormsRoot, {
      schema: shownForm.schema,
      uischema: shownForm.uischema,
      data: data.value,
      renderers: uiRenderers,
      onChange: (event: JsonFormsChangeEvent) => { data.value = event.data as Rows },
    })
const Host = defineComponent(() => () => h(UApp, null, {
  default: () => h('div', { id: 'bench-form' }, shown.value ? [form(shown.value)] : []),
}))
createApp(Host).use(ui).mount('#app')

const layout = () => document.body.offsetHeight
const macrotask = () => new Promise(resolve => setTimeout(resolve, 0))
const root = () => document.getElementById('bench-form')!

/** Waits (ticks, then tasks) until `done()`; the time includes the layout of the result. */
async function until(done: () => boolean, what: string): Promise<void> {
  await nextTick()
  for (let spins = 0; !done(); spins++) {
    if (spins > 400)
      throw new Error(`never happened: ${what}`)
    await macrotask()
    await nextTick()
  }
  layout()
}

async function timed(action: () => void | Promise<void>, done: () => boolean, what: string): Promise<number> {
  await macrotask()
  await window.arrayBenchPhase?.(what, 'start')
  const started = performance.now()
  await action()
  await until(done, what)
  const time = performance.now() - started
  await window.arrayBenchPhase?.(what, 'end')
  return time
}

const listButtons = () => root().querySelectorAll<HTMLButtonElement>('[data-testid="list-master"] button')

declare global {
  interface Window {
    arrayBench: { run: (n: number, keys: number) => Promise<Record<string, number | number[]>> }
    /** Set by a profiler (`page.exposeFunction`): hears when each timed step starts and ends. */
    arrayBenchPhase?: (step: string, phase: 'start' | 'end') => Promise<void>
  }
}

window.arrayBench = {
  async run(n, keys) {
    const form = arrayForm(n)
    data.value = structuredClone(form.data)
    handRows.value = reactive(structuredClone(form.data.rows)) as Row[]
    const mount = await timed(() => { shown.value = form }, () => listButtons().length === n, 'the list of items')
    const middle = Math.floor(n / 2)
    const select = await timed(() => listButtons()[middle]!.click(), () => !!root().querySelector(`input[name="rows.${middle}.name"]`), 'the selected item form')
    const input = root().querySelector<HTMLInputElement>(`input[name="rows.${middle}.name"]`)!
    const typing: number[] = []
    let text = input.value
    for (let index = 0; index < keys; index++) {
      text += String.fromCharCode(97 + (index % 26))
      const next = text
      typing.push(await timed(() => {
        input.value = next
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }, () => rows()[middle]?.name === next, 'the typed name in the data'))
    }
    const add = await timed(() => root().querySelector<HTMLButtonElement>('[data-action="add"]')!.click(), () => rows().length === n + 1, 'a new row')
    const remove = await timed(() => root().querySelector<HTMLButtonElement>('[data-action="remove"]')!.click(), () => rows().length === n, 'the removed row')
    shown.value = null
    await until(() => !listButtons().length, 'unmount')
    return { mount, select, typing, add, remove }
  },
}
