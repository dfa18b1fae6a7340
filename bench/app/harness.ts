import { type App, type Component, createApp, defineComponent, h, nextTick, shallowRef } from 'vue'
import { type Fixture, generate } from './schema'

/** What a bench page plugs in: one way of rendering a generated form. */
export interface Contender {
  name: string
  /** Renders one form and owns its data, the way an application page would. */
  Form: Component<{ fixture: Fixture }>
  /** The current value of a field in the contender's data model. */
  read: (key: string) => unknown
  /** The `<input>` of a text field. */
  input: (root: HTMLElement, key: string) => HTMLInputElement | null
  /**
   * Whether the form shown validates its data (its last `change` event carried its errors). A
   * contender that does not validate (the hand-written floor) leaves it out: shown is all it does.
   */
  validating?: () => boolean
  /**
   * The form as the page ships it (its schema imported at build time, say), in place of the one
   * generated: awaited before the mount is timed.
   */
  ship?: (fixture: Fixture) => Promise<Fixture>
  /** Stays mounted around the forms (e.g. `<UApp>`); not part of any measurement. */
  shell?: Component
  install?: (app: App) => void
}

export interface RepOptions {
  n: number
  /** At most this many keystrokes after each mount... */
  keys: number
  /** ...but stop typing once they took this long (heavy contenders at 500 fields take seconds each). */
  keyBudgetMs: number
  /** Keystrokes right after the mount that are typed but not recorded. */
  skipKeys: number
}

export interface RepResult {
  /** Mount time of a fresh form. */
  mount: number
  /** The first keystroke after the mount, reported apart (it may do one-off work). */
  first: number
  keystrokes: number[]
}

export interface FirstVisitResult {
  /** The mount (as `mount` times it) of the page's first form: its lazy chunks and its validator fetched meanwhile. */
  mount: number
  /** From the start of that mount until the form is shown and validates. */
  usable: number
  /** From the page's navigation until the form is shown and validates. */
  sinceNavigation: number
}

export interface CountResult {
  /** Per keystroke: component updates in total, distinct fields with an update, updates outside any field. */
  updates: number[]
  fields: number[]
  outside: number[]
  /** Names of the components that updated outside any field, over all counted keystrokes. */
  outsideNames: string[]
}

declare global {
  interface Window {
    bench: {
      name: string
      /** An untimed mount with a few keystrokes: lets the JIT and the caches of the page warm up. */
      warmup: (options: RepOptions) => Promise<void>
      /** One measured repetition: mount a fresh form, type, unmount. */
      rep: (options: RepOptions) => Promise<RepResult>
      count: (n: number, keys: number) => Promise<CountResult>
      /** Generates the next mount's form and collects the heap, outside the mount (see `prepare`). */
      prepare: (n: number) => Promise<void>
      /** The first form of a freshly opened page: mounted, then waited for until it validates. */
      firstVisit: (n: number) => Promise<FirstVisitResult>
      /** Single steps, for profiling by hand (see README): mount a form, type `keys` keystrokes, unmount. */
      mount: (n: number) => Promise<number>
      type: (keys: number) => Promise<number[]>
      unmount: () => Promise<void>
    }
  }
}

const channel = new MessageChannel()
/** Lets pending tasks run (a macrotask, without setTimeout's clamping). */
function macrotask(): Promise<void> {
  return new Promise((resolve) => {
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/** Chromium runs with --expose-gc: collect before each timed step so earlier garbage is not billed to it. */
async function quiet(): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.()
  await macrotask()
}

/** Forces style recalculation and layout of whatever the step changed, synchronously. */
function layout(): void {
  void document.body.offsetHeight
}

/** Counts `updated` hooks per field region; installed only on `?count` pages so timed runs carry no hook. */
const counting = new URLSearchParams(location.search).has('count')
let updated: Element[] = []
let outside = 0
const outsideNames = new Set<string>()

export function startBench(contender: Contender): void {
  const shown = shallowRef<Fixture | null>(null)
  const Root = defineComponent({
    setup() {
      const form = () => (shown.value ? [h(contender.Form, { fixture: shown.value })] : [])
      return () => h('div', { id: 'bench-form' }, contender.shell ? [h(contender.shell, null, { default: form })] : form())
    },
  })
  const app = createApp(Root)
  contender.install?.(app)
  if (counting) {
    app.mixin({
      updated(this: { $el: Node | null, $options: { name?: string, __name?: string } }) {
        const el = this.$el
        const node = el instanceof Element ? el : el?.parentElement
        const region = node?.closest('[data-bench-field]')
        if (region) {
          updated.push(region)
        }
        else {
          outside++
          outsideNames.add(this.$options.name ?? this.$options.__name ?? '(anonymous)')
        }
      },
    })
  }
  app.mount('#app')
  const container = () => document.getElementById('bench-form')!

  /** A fresh form of `n` fields, as the page ships it. */
  const fixtureOf = (n: number): Fixture | Promise<Fixture> => contender.ship ? contender.ship(generate(n)) : generate(n)

  /** A form generated and the heap collected by `prepare`, for the next mount of that size. */
  let prepared: Fixture | undefined

  /**
   * Generates the next form and collects the garbage before it is timed. Called on its own by a
   * driver that reads the main thread's CPU time around `mount`: a full collection costs in
   * proportion to the page's whole heap, the library's code and state included, and is no part of
   * the mount (the wall time never counted it).
   */
  async function prepare(n: number): Promise<void> {
    prepared = await fixtureOf(n)
    await quiet()
  }

  async function mount(n: number): Promise<{ ms: number, fixture: Fixture }> {
    let fixture = prepared?.n === n ? prepared : undefined
    prepared = undefined
    if (!fixture) {
      fixture = await fixtureOf(n)
      await quiet()
    }
    const started = performance.now()
    shown.value = fixture
    await nextTick()
    layout()
    // Lazy renderer chunks arrive after the first mount of a page (the warm-up); later mounts render at once.
    // A field whose chunk is on its way shows its label already: wait for the stand-ins to go too.
    const rendered = () => container().querySelectorAll('label').length >= n && !container().querySelector('[data-testid="renderer-loading"]')
    for (const deadline = performance.now() + 10_000; !rendered() && performance.now() < deadline;) {
      await new Promise(resolve => setTimeout(resolve, 10))
      await nextTick()
      layout()
    }
    const ms = performance.now() - started
    const labels = container().querySelectorAll('label').length
    if (labels < n)
      throw new Error(`${contender.name}: ${labels} labels for ${n} fields after mount`)
    return { ms, fixture }
  }

  async function unmount(): Promise<void> {
    shown.value = null
    await nextTick()
    await macrotask()
  }

  /** One keystroke: set the value, dispatch `input` and `change`, wait for the data model, lay out. */
  async function keystroke(key: string, next: string): Promise<number> {
    const input = contender.input(container(), key)
    if (!input)
      throw new Error(`${contender.name}: no input for ${key}`)
    await quiet()
    const started = performance.now()
    input.value = next
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await nextTick()
    for (let spins = 0; contender.read(key) !== next; spins++) {
      if (spins > 100)
        throw new Error(`${contender.name}: the data model never got ${JSON.stringify(next)} (has ${JSON.stringify(contender.read(key))})`)
      await macrotask()
      await nextTick()
    }
    layout()
    const ms = performance.now() - started
    if (input.value !== next)
      throw new Error(`${contender.name}: the input shows ${JSON.stringify(input.value)} instead of ${JSON.stringify(next)}`)
    return ms
  }

  /** Types up to `keys` characters at the end of the typed field; `each` decides whether to go on. */
  async function type(fixture: Fixture, keys: number, each: (ms: number, index: number) => boolean | void): Promise<void> {
    const key = fixture.typedKey
    if (key === undefined)
      throw new Error(`no plain string field in the second half of a ${fixture.n}-field form to type into`)
    let text = String(contender.read(key) ?? '')
    for (let index = 0; index < keys; index++) {
      text += String.fromCharCode(97 + (index % 26))
      if (each(await keystroke(key, text), index) === false)
        break
    }
  }

  async function rep(options: RepOptions): Promise<RepResult> {
    const { ms, fixture } = await mount(options.n)
    const keystrokes: number[] = []
    let first = Number.NaN
    let spent = 0
    await type(fixture, options.keys, (ms, index) => {
      spent += ms
      if (index === 0)
        first = ms
      // A first keystroke that alone takes the whole budget (a renderer set that renders every field
      // again on each key, at thousands of fields) is kept as the sample: its one-off work, which the
      // skipped keystrokes leave out, is lost in it, and another key would take as long again.
      if (index >= options.skipKeys || ms > options.keyBudgetMs)
        keystrokes.push(ms)
      return !(keystrokes.length >= 1 && spent > options.keyBudgetMs)
    })
    await unmount()
    return { mount: ms, first, keystrokes }
  }

  async function warmup(options: RepOptions): Promise<void> {
    await rep({ ...options, keys: Math.min(options.keys, options.skipKeys + 2) })
  }

  /** Marks each field's region: the largest element around a label that holds no other label. */
  function markFields(): void {
    for (const label of container().querySelectorAll('label')) {
      let region: Element = label
      while (region.parentElement && region.parentElement.querySelectorAll('label').length === 1)
        region = region.parentElement
      region.setAttribute('data-bench-field', '')
    }
  }

  async function count(n: number, keys: number): Promise<CountResult> {
    if (!counting)
      throw new Error('open the page with ?count to count updates')
    const { fixture } = await mount(n)
    markFields()
    await macrotask()
    updated = []
    outside = 0
    outsideNames.clear()
    const result: CountResult = { updates: [], fields: [], outside: [], outsideNames: [] }
    await type(fixture, keys, () => {
      result.updates.push(updated.length + outside)
      result.fields.push(new Set(updated).size)
      result.outside.push(outside)
      updated = []
      outside = 0
    })
    result.outsideNames = [...outsideNames]
    await unmount()
    return result
  }

  async function firstVisit(n: number): Promise<FirstVisitResult> {
    const started = performance.now()
    const { ms } = await mount(n)
    const validating = contender.validating ?? (() => true)
    for (const deadline = performance.now() + 60_000; !validating();) {
      if (performance.now() > deadline)
        throw new Error(`${contender.name}: the form never validated`)
      await new Promise(resolve => setTimeout(resolve, 5))
    }
    const now = performance.now()
    return { mount: ms, usable: now - started, sinceNavigation: now }
  }

  let last: Fixture | undefined
  window.bench = {
    firstVisit,
    name: contender.name,
    warmup,
    rep,
    count,
    prepare,
    mount: async (n) => {
      const { ms, fixture } = await mount(n)
      last = fixture
      return ms
    },
    type: async (keys) => {
      if (!last)
        throw new Error('mount a form first')
      const times: number[] = []
      await type(last, keys, (ms) => {
        times.push(ms)
      })
      return times
    },
    unmount,
  }
}
