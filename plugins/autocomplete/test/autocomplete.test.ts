import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../test/msw/server'
import { type FormInput, type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { autocompletePlugin } from '..'
import { examples } from '../examples'

type Form = MountedForm

/** Waits for the condition, however busy the machine (with fake timers on, each poll advances them). */
async function until(check: () => boolean): Promise<void> {
  await vi.waitFor(async () => {
    await settle()
    if (!check())
      throw new Error('condition not met yet')
  }, { timeout: 30_000, interval: 10 })
}

const mountAutocomplete = mountWith([layoutsPlugin, autocompletePlugin, textPlugin])
async function mountForm(input: FormInput): Promise<Form> {
  const form = await mountAutocomplete(input)
  // The control is a lazy chunk: the first mount waits for its module.
  await form.waitForChunks()
  return form
}
afterEach(() => {
  vi.useRealTimers()
})

const API = 'https://search.example.test'
const schema = objectSchema({ city: { type: 'string', title: 'City' } })
const cities = [{ label: 'Paris', value: 'paris' }, { label: 'Parma', value: 'parma' }]

const input = (form: Form) => form.wrapper.find('[data-path="city"] input').element as HTMLInputElement
async function typeText(form: Form, text: string): Promise<void> {
  input(form).value = text
  await form.wrapper.find('[data-path="city"] input').trigger('input')
  await settle()
}
const optionTexts = () => [...document.body.querySelectorAll('[role="option"]')].map(option => option.textContent?.trim())
const errorText = (form: Form) => form.wrapper.find('[data-testid="autocomplete-error"]')
/** From now on the test's timeouts run on fake time: the debounce runs out when `quiet` says so, not when the machine gets to it. */
const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
/** Lets the debounce (300 ms) run out on fake time and every answer arrive. */
async function quiet(): Promise<void> {
  await vi.advanceTimersByTimeAsync(450)
  await settle()
}

/** Records every request the handler sees. */
function serve(path: string, answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  server.use(http.get(`${API}${path}`, ({ request }) => {
    requests.push(request)
    return answer(request)
  }))
  return requests
}
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

describe('autocomplete: the request', () => {
  it('sends a GET with the text under queryKey, the fixed params and the api headers; a chosen item stores its value and shows its label', async () => {
    const requests = serve('/v1/cities', () => HttpResponse.json(cities))
    const api = { base: `${API}/v1/`, url: '/cities', queryKey: 'term', params: { country: 'fr', limit: 5 }, headers: { 'Authorization': 'Bearer t0ken', 'X-Api-Key': 'k-42' } }
    const form = await mountForm({ schema, uischema: control('city', { api }), data: {} })
    expect(form.wrapper.find(`label[for="${input(form).id}"]`).text()).toBe('City')

    await typeText(form, 'Par')
    await until(() => optionTexts().length === 2)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method).toBe('GET')
    expect(queryOf(requests[0]!)).toEqual({ country: 'fr', limit: '5', term: 'Par' })
    expect(new URL(requests[0]!.url).pathname).toBe('/v1/cities')
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer t0ken')
    expect(requests[0]!.headers.get('x-api-key')).toBe('k-42')
    expect(optionTexts()).toEqual(['Paris', 'Parma'])

    ;(document.body.querySelectorAll('[role="option"]')[1] as HTMLElement).click()
    await settle()
    expect(form.data.value).toEqual({ city: 'parma' })
    await until(() => input(form).value === 'Parma')
  })

  it('uses a full url as it is, and q as the default query key', async () => {
    const requests = serve('/search', () => HttpResponse.json(cities))
    const form = await mountForm({ schema, uischema: control('city', { api: { base: 'https://ignored.example.test', url: `${API}/search` } }), data: {} })
    await typeText(form, 'Pa')
    await until(() => requests.length === 1)
    expect(queryOf(requests[0]!)).toEqual({ q: 'Pa' })
  })

  it('reads items, labels and values at deep itemsPath / labelKey / valueKey paths', async () => {
    serve('/deep', () => HttpResponse.json({ payload: { hits: [
      { city: { names: { fr: 'Paris' } }, ids: { insee: '75056' } },
      { city: { names: { fr: 'Pau' } }, ids: { insee: '64445' } },
    ] } }))
    const api = { url: `${API}/deep`, itemsPath: 'payload.hits', labelKey: 'city.names.fr', valueKey: 'ids.insee' }
    const form = await mountForm({ schema, uischema: control('city', { api }), data: {} })
    await typeText(form, 'Pa')
    await until(() => optionTexts().length === 2)
    expect(optionTexts()).toEqual(['Paris', 'Pau'])
    ;(document.body.querySelector('[role="option"]') as HTMLElement).click()
    await settle()
    expect(form.data.value).toEqual({ city: '75056' })
    await until(() => input(form).value === 'Paris')
  })
})

describe('autocomplete: when requests are sent', () => {
  it('sends nothing below minLength (default 2), offering the local suggestions instead', async () => {
    const requests = serve('/cities', () => HttpResponse.json(cities))
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` }, suggestion: ['Pont-Aven', 'Lyon'] }), data: {} })
    fakeTime()
    await typeText(form, 'P')
    await quiet()
    expect(requests).toHaveLength(0)
    expect(optionTexts()).toEqual(['Pont-Aven'])
    await typeText(form, 'Pa')
    await until(() => requests.length === 1)
  })

  it('honours a larger minLength', async () => {
    const requests = serve('/cities', () => HttpResponse.json(cities))
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` }, minLength: 4 }), data: {} })
    fakeTime()
    await typeText(form, 'Par')
    await quiet()
    expect(requests).toHaveLength(0)
    await typeText(form, 'Pari')
    await until(() => requests.length === 1)
    expect(queryOf(requests[0]!)).toEqual({ q: 'Pari' })
  })

  it('debounces typing: one request for the last text', async () => {
    const requests = serve('/cities', () => HttpResponse.json(cities))
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` } }), data: {} })
    fakeTime()
    for (const text of ['Pa', 'Par', 'Pari', 'Paris'])
      await typeText(form, text)
    await quiet()
    expect(requests.map(request => queryOf(request).q)).toEqual(['Paris'])
  })

  it('aborts the stale request and applies only the latest query, whatever order the answers come in', async () => {
    const requests = serve('/cities', async (request) => {
      const text = queryOf(request).q
      // The first query answers last.
      if (text === 'Pa')
        await delay(400)
      return HttpResponse.json([{ label: `${text} answer`, value: text }])
    })
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` } }), data: {} })
    await typeText(form, 'Pa')
    await until(() => requests.length === 1)
    await typeText(form, 'Ly')
    await until(() => requests.length === 2)
    expect(requests[0]!.signal.aborted).toBe(true)
    await vi.waitFor(() => expect(optionTexts()).toEqual(['Ly answer']))
    expect(input(form).value).toBe('Ly')
  })

  it('shows a loading state while the request runs', async () => {
    serve('/cities', async () => {
      await delay(300)
      return HttpResponse.json(cities)
    })
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` } }), data: {} })
    await typeText(form, 'Pa')
    await until(() => form.wrapper.find('[data-testid="autocomplete-loading"]').exists())
    expect(form.wrapper.find('[role="status"]').text()).toBe('Searching…')
    await until(() => optionTexts().length === 2)
    expect(form.wrapper.find('[data-testid="autocomplete-loading"]').exists()).toBe(false)
  })
})

describe('autocomplete: failures keep the typed text and fall back to the local suggestions', () => {
  const failures: [string, () => Response | Promise<Response>, string][] = [
    ['an HTTP error', () => new HttpResponse('down', { status: 503 }), 'The search failed (HTTP 503).'],
    ['invalid JSON', () => new HttpResponse('<html>oops', { headers: { 'Content-Type': 'application/json' } }), 'The search service sent an answer that is not JSON.'],
    ['a missing itemsPath', () => HttpResponse.json({ data: { other: [] } }), 'The search answer holds no list of items.'],
    ['a network error', () => HttpResponse.error(), 'The search service could not be reached.'],
  ]

  it('announces a failure in a new alert element, not in the status element given another role', async () => {
    // The answer waits for the test: the status element is taken while the lookup runs.
    let answer = () => {}
    const requests = serve('/cities', () => new Promise<Response>((resolve) => {
      answer = () => resolve(new HttpResponse('down', { status: 503 }))
    }))
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` } }), data: {} })
    await typeText(form, 'Pa')
    await until(() => form.wrapper.find('[data-testid="autocomplete-loading"]').exists())
    const status = form.wrapper.find('[data-testid="autocomplete-loading"]').element
    await until(() => requests.length === 1)
    answer()
    await until(() => errorText(form).exists())
    expect(errorText(form).element).not.toBe(status)
    expect(status.isConnected).toBe(false)
  })

  it.each(failures)('%s', async (_name, answer, message) => {
    serve('/cities', answer)
    const api = { url: `${API}/cities`, itemsPath: 'data.items' }
    const form = await mountForm({ schema, uischema: control('city', { api, suggestion: ['Paris', 'Pau', 'Lyon'] }), data: { city: 'kept' } })
    await typeText(form, 'Pa')
    await until(() => errorText(form).exists())
    expect(errorText(form).text()).toBe(`${message} Local suggestions are shown instead; type again to retry.`)
    expect(errorText(form).attributes('role')).toBe('alert')
    expect(optionTexts()).toEqual(['Paris', 'Pau'])
    expect(input(form).value).toBe('Pa')
    expect(form.data.value).toEqual({ city: 'kept' })
  })

  it('a time-out (8 s) aborts the request', async () => {
    const requests = serve('/cities', async () => {
      await delay('infinite')
      return HttpResponse.json(cities)
    })
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` } }), data: {} })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await typeText(form, 'Pa')
    await vi.advanceTimersByTimeAsync(300)
    await settle()
    expect(requests).toHaveLength(1)
    expect(form.wrapper.find('[data-testid="autocomplete-loading"]').exists()).toBe(true)
    await vi.advanceTimersByTimeAsync(7900)
    await settle()
    expect(errorText(form).exists()).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    await settle()
    expect(requests[0]!.signal.aborted).toBe(true)
    expect(errorText(form).text()).toBe('The search took too long and was stopped. Type again to retry.')
    expect(input(form).value).toBe('Pa')
  })

  it('the messages are translatable', async () => {
    serve('/cities', () => new HttpResponse(null, { status: 500 }))
    const translate = (key: string, fallback: string, values?: Record<string, unknown>) =>
      key === 'nui.autocomplete.http' ? `Recherche impossible (HTTP ${values?.status}).` : key === 'nui.autocomplete.retry' ? 'Réessayez.' : fallback
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` } }), data: {}, i18n: { locale: 'fr', translate: translate as never } })
    await typeText(form, 'Pa')
    await until(() => errorText(form).exists())
    expect(errorText(form).text()).toBe('Recherche impossible (HTTP 500). Réessayez.')
  })
})

describe('autocomplete: dispatch and gallery', () => {
  it('an api option trumps a format; without it a string stays a text field', async () => {
    const form = await mountForm({
      schema: objectSchema({ city: { type: 'string', title: 'City' }, plain: { type: 'string' } }),
      uischema: { type: 'VerticalLayout', elements: [control('city', { api: { url: `${API}/cities` }, format: 'color' }), control('plain')] } as never,
      data: {},
    })
    expect(form.wrapper.findAllComponents({ name: 'InputMenu' })).toHaveLength(1)
    expect(form.wrapper.find('[data-path="city"] [data-testid="color-picker"]').exists()).toBe(false)
  })

  it('a stored value is shown as stored until an item is chosen; readonly disables the widget', async () => {
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` }, placeholder: 'Type a city' }), data: { city: '75056' }, readonly: true })
    expect(input(form).value).toBe('75056')
    expect(input(form).disabled).toBe(true)
    expect(form.data.value).toEqual({ city: '75056' })
  })

  it('clearable: the clear button removes the stored value and empties the input', async () => {
    const form = await mountForm({ schema, uischema: control('city', { api: { url: `${API}/cities` }, clearable: true }), data: { city: 'paris' } })
    expect(input(form).value).toBe('paris')
    await form.wrapper.find('[data-path="city"] [data-testid="clear-button"]').trigger('click')
    await settle()
    expect(form.data.value).toEqual({})
    await until(() => input(form).value === '')
    expect(form.wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
  })

  it('renders every field of its gallery example with the widget', async () => {
    for (const example of examples) {
      const form = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data })
      expect(form.wrapper.findAllComponents({ name: 'InputMenu' })).toHaveLength(Object.keys(example.schema.properties!).length)
      expect(form.data.value).toEqual(example.data)
    }
  })
})
