import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { FormBuilder } from 'nuxt-ui-jsonforms'
import { createApp, defineComponent, h, ref } from 'vue'
import './style.css'

/**
 * The page of `bench/builder.mjs`: `<FormBuilder>` with its default families and draft, and the
 * steps a user takes, each timed from the event to the first frame that shows its outcome (polled
 * on animation frames): import a form of `size` text fields, add a field from the palette, select
 * a row of the outline, rename a field's title in the inspector, open the Preview.
 */
const builder = ref<{ load: (value: unknown) => void }>()
createApp(defineComponent(() => () => h(UApp, null, { default: () => h(FormBuilder, { ref: builder }) }))).use(ui).mount('#app')

/** `size` text fields `f0` ... titled `Field 0` ... in a vertical layout. */
function formOf(size: number) {
  const keys = Array.from({ length: size }, (_, index) => `f${index}`)
  return {
    schema: { type: 'object', properties: Object.fromEntries(keys.map((key, index) => [key, { type: 'string', title: `Field ${index}` }])) },
    uischema: { type: 'VerticalLayout', elements: keys.map(key => ({ type: 'Control', scope: `#/properties/${key}` })) },
    data: {},
  }
}

const frame = () => new Promise(resolve => requestAnimationFrame(resolve))
const query = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)

/** ms from `act()` until `done()` holds on a frame; throws after `timeout` ms. */
async function timed(act: () => void, done: () => boolean, timeout = 180_000): Promise<number> {
  const started = performance.now()
  act()
  while (!done()) {
    if (performance.now() - started > timeout)
      throw new Error(`not shown within ${timeout} ms`)
    await frame()
  }
  return performance.now() - started
}

const canvasLabel = (key: string) => query(`[data-testid=builder-canvas] [data-path="${key}"] label`)?.textContent ?? ''
const rows = () => document.querySelectorAll('[data-builder-tree] [data-tree-row]')
const titleInput = () => query<HTMLInputElement>('[data-testid=builder-inspector] [data-path="field.title"] input')
const tab = (label: string) => [...document.querySelectorAll<HTMLElement>('[data-testid=builder-tabs] [role=tab]')].find(element => element.textContent?.trim() === label)!
const openTab = (label: string) => tab(label).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))

const bench = {
  /** Clears the draft: each page starts from an empty builder. */
  reset: () => localStorage.clear(),
  /**
   * Import: the form of `size` fields loaded, until the canvas shows its last field (scrolled to
   * it once its frame is there: a large form's canvas draws the fields near the view).
   */
  importForm: (size: number) => timed(() => builder.value!.load(formOf(size)), () => {
    query(`[data-testid=builder-canvas] [data-canvas-path="${size - 1}"]`)?.scrollIntoView({ block: 'nearest' })
    return canvasLabel(`f${size - 1}`).includes(`Field ${size - 1}`)
  }),
  /**
   * Add a field: a click on the palette's Text, until the outline and the canvas show one more (a
   * frame: the canvas of a large form draws the field in a frame only near the view).
   */
  async addField(): Promise<number> {
    const frames = () => document.querySelectorAll('[data-testid=builder-canvas] [data-canvas-path]').length
    const [rowsBefore, framesBefore] = [rows().length, frames()]
    return timed(() => query('[data-entry="text"]')!.click(), () => rows().length > rowsBefore && frames() > framesBefore)
  },
  /**
   * Select a row: a click on the outline's row of field `index`, until the inspector shows its title.
   * The row is found by its title: a field added goes after the selection, so positions shift.
   */
  selectRow: (index: number) => {
    const row = [...rows()].find(one => one.querySelector('[data-tree-title]')?.textContent?.trim() === `Field ${index}`) as HTMLElement
    return timed(() => row.click(), () => titleInput()?.value === `Field ${index}`)
  },
  /** Rename: the selected field's title typed in the inspector, until the canvas shows it. */
  rename: (index: number, title: string) => timed(() => {
    const input = titleInput()!
    input.value = title
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }, () => canvasLabel(`f${index}`).includes(title)),
  /** Open the Preview until it shows `title` on field `index`, then back to the Designer. */
  async preview(index: number, title: string): Promise<number> {
    const time = await timed(() => openTab('Preview'), () => (query(`[data-testid=builder-preview] [data-path="f${index}"] label`)?.textContent ?? '').includes(title))
    await timed(() => openTab('Designer'), () => !!query('[data-builder-tree]'))
    return time
  },
}
declare global {
  interface Window { builderBench: typeof bench }
}
window.builderBench = bench
