import { delay, http, HttpResponse } from 'msw'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { type VueWrapper, mount } from '@vue/test-utils'
import { JsonForm, autocompletePlugin, layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { mountWith } from 'nuxt-ui-jsonforms/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Ref, defineComponent, h, nextTick, ref } from 'vue'
import { server } from '../msw/server'
import { type MountedForm, control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const schema = objectSchema({ first: { type: 'string', title: 'First' }, last: { type: 'string', title: 'Last' } })
const uischema = { type: 'VerticalLayout', elements: [control('first'), control('last')] } as never

const inputOf = (form: Pick<MountedForm, 'wrapper'>, path: string) => form.wrapper.get<HTMLInputElement>(`[data-path="${path}"] input`)
const noticeOf = (form: Pick<MountedForm, 'wrapper'>, path: string) => form.wrapper.find(`[data-path="${path}"] [data-testid="host-overwrite"]`)

/** Vue warnings and console errors of the test: none is allowed. */
function watchConsole() {
  const warn = vi.spyOn(console, 'warn')
  const error = vi.spyOn(console, 'error')
  return () => [...warn.mock.calls, ...error.mock.calls].map(call => String(call[0]))
}
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** Focuses a field and types `text` into it, as a user does. */
async function typeIn(form: Pick<MountedForm, 'wrapper'>, path: string, text: string): Promise<void> {
  const input = inputOf(form, path)
  await input.trigger('focusin')
  await input.setValue(text)
  await settle()
}

describe('the host replaces data while the user types', () => {
  it('keeps the typed text when the host echoes the same value back', async () => {
    const logged = watchConsole()
    const form = await mountForm({ schema, uischema, data: { first: '', last: 'Lovelace' } })
    await typeIn(form, 'first', 'Ada')
    form.data.value = { ...(form.data.value as object) }
    await settle()
    expect(inputOf(form, 'first').element.value).toBe('Ada')
    expect(form.data.value).toEqual({ first: 'Ada', last: 'Lovelace' })
    expect(noticeOf(form, 'first').exists()).toBe(false)
    expect(logged()).toEqual([])
  })

  it('shows a different value from the host with a notice that offers the typed text back', async () => {
    const logged = watchConsole()
    const form = await mountForm({ schema, uischema, data: { first: '', last: 'Lovelace' } })
    await typeIn(form, 'first', 'Ada')
    // A stale echo: the host answers with what it had before the last keystrokes.
    form.data.value = { first: 'A', last: 'Lovelace' }
    await settle()
    expect(inputOf(form, 'first').element.value).toBe('A')
    const notice = noticeOf(form, 'first')
    expect(notice.exists()).toBe(true)
    expect(notice.text()).toContain('Ada')
    await notice.get('button').trigger('click')
    await settle()
    expect(inputOf(form, 'first').element.value).toBe('Ada')
    expect(form.data.value).toEqual({ first: 'Ada', last: 'Lovelace' })
    expect(noticeOf(form, 'first').exists()).toBe(false)
    expect(logged()).toEqual([])
  })

  it('keeps the typed text when the host changes another field', async () => {
    const form = await mountForm({ schema, uischema, data: { first: '', last: 'Lovelace' } })
    await typeIn(form, 'first', 'Ada')
    form.data.value = { ...(form.data.value as object), last: 'Byron' }
    await settle()
    expect(inputOf(form, 'first').element.value).toBe('Ada')
    expect(inputOf(form, 'last').element.value).toBe('Byron')
    expect(form.data.value).toEqual({ first: 'Ada', last: 'Byron' })
    expect(noticeOf(form, 'first').exists()).toBe(false)
  })

  it('shows no notice for a host change after the user has left the field', async () => {
    const form = await mountForm({ schema, uischema, data: { first: '', last: 'Lovelace' } })
    await typeIn(form, 'first', 'Ada')
    await inputOf(form, 'first').trigger('focusout')
    form.data.value = { first: 'Grace', last: 'Hopper' }
    await settle()
    expect(inputOf(form, 'first').element.value).toBe('Grace')
    expect(noticeOf(form, 'first').exists()).toBe(false)
  })
})

describe('the host replaces the schema or the UI schema while the user types', () => {
  it('keeps the typed text in a field the new schema keeps', async () => {
    const form = await mountForm({ schema, uischema, data: {} })
    await typeIn(form, 'first', 'Ada')
    form.props.value = { ...form.props.value, schema: objectSchema({ first: { type: 'string', title: 'Given name' }, last: { type: 'string' } }) }
    await settle()
    expect(form.wrapper.get('[data-path="first"] label').text()).toBe('Given name')
    expect(inputOf(form, 'first').element.value).toBe('Ada')
    expect(form.data.value).toEqual({ first: 'Ada' })
  })

  it('keeps the typed value in the data and explains the field when the new schema removes it', async () => {
    const logged = watchConsole()
    const form = await mountForm({ schema, uischema, data: {} })
    await typeIn(form, 'first', 'Ada')
    form.props.value = { ...form.props.value, schema: objectSchema({ last: { type: 'string' } }) }
    await settle()
    expect(form.wrapper.find('[data-path="first"] input').exists()).toBe(false)
    expect(form.wrapper.text()).toContain('The scope "#/properties/first" points to nothing in the schema.')
    expect(form.data.value).toEqual({ first: 'Ada' })
    await typeIn(form, 'last', 'Lovelace')
    expect(form.data.value).toEqual({ first: 'Ada', last: 'Lovelace' })
    expect(logged()).toEqual([])
  })

  it('keeps the typed text when the UI schema is replaced', async () => {
    const form = await mountForm({ schema, uischema, data: {} })
    await typeIn(form, 'first', 'Ada')
    form.props.value = { ...form.props.value, uischema: { type: 'HorizontalLayout', elements: [control('last'), control('first')] } as never }
    await settle()
    expect(inputOf(form, 'first').element.value).toBe('Ada')
    expect(form.data.value).toEqual({ first: 'Ada' })
  })
})

describe('two forms on one page bound to the same object', () => {
  it('writes each keystroke through the form it was typed in and shows it in the other', async () => {
    const shared = ref<Record<string, unknown>>({ first: '', last: '' })
    const forms = () => [0, 1].map(index => h('section', { 'data-form': index }, [
      h(JsonForm, { 'schema': schema, 'uischema': uischema, 'modelValue': shared.value, 'onUpdate:modelValue': (value: unknown) => (shared.value = value as Record<string, unknown>) }),
    ]))
    const wrapper = mount(defineComponent({ setup: () => () => h(UApp, null, { default: forms }) }), { global: { plugins: [ui] }, attachTo: document.body })
    await settle()
    try {
      await typeInBoth(wrapper, shared)
    }
    finally {
      wrapper.unmount()
    }
  })
})

/** Types in each of the two forms and checks where each keystroke landed. */
async function typeInBoth(wrapper: VueWrapper, shared: Ref<Record<string, unknown>>): Promise<void> {
    const formAt = (index: number) => ({ wrapper: wrapper.get(`[data-form="${index}"]`) }) as unknown as Pick<MountedForm, 'wrapper'>
    await typeIn(formAt(0), 'first', 'Ada')
    expect(shared.value).toEqual({ first: 'Ada', last: '' })
    expect(inputOf(formAt(1), 'first').element.value).toBe('Ada')
    await typeIn(formAt(1), 'last', 'Lovelace')
    expect(shared.value).toEqual({ first: 'Ada', last: 'Lovelace' })
    expect(inputOf(formAt(0), 'last').element.value).toBe('Lovelace')
    expect(inputOf(formAt(0), 'first').element.value).toBe('Ada')
    expect(noticeOf(formAt(0), 'first').exists()).toBe(false)
}

describe('a form unmounted while a debounced control waits', () => {
  it('sends no request, writes nothing and logs nothing after the autocomplete is unmounted mid-debounce', async () => {
    const logged = watchConsole()
    const requests: string[] = []
    server.use(http.get('https://search.example.test/cities', async ({ request }) => {
      requests.push(request.url)
      await delay(10)
      return HttpResponse.json([{ label: 'Paris', value: 'paris' }])
    }))
    const mountAutocomplete = mountWith([layoutsPlugin, autocompletePlugin, textPlugin])
    const citySchema = objectSchema({ city: { type: 'string' }, note: { type: 'string' } })
    const form = await mountAutocomplete({ schema: citySchema, uischema: { type: 'VerticalLayout', elements: [control('city', { api: { base: 'https://search.example.test', url: '/cities' } }), control('note')] } as never, data: { note: 'kept' } })
    await form.waitForChunks()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const input = inputOf(form, 'city')
    input.element.value = 'Par'
    await input.trigger('input')
    await nextTick()
    const before = JSON.stringify(form.data.value)
    form.unmount()
    await vi.advanceTimersByTimeAsync(1000)
    await settle()
    expect(requests).toEqual([])
    expect(JSON.stringify(form.data.value)).toBe(before)
    expect(logged()).toEqual([])
  })
})
