import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../test/msw/server'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { autocompletePlugin } from '..'

const mountAutocomplete = mountWith([autocompletePlugin])
const API = 'https://search.example.test'
const schema = objectSchema({ city: { type: 'string', title: 'City' } })
const answer = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `City ${index}`, value: `c${index}` }))

async function typeInto(options: Record<string, unknown>, respond: () => Response) {
  server.use(http.get(`${API}/cities`, respond))
  const form = await mountAutocomplete({ schema, uischema: control('city', { api: { url: `${API}/cities` }, ...options }), data: {} })
  await form.waitForChunks()
  const input = form.wrapper.find('[data-path="city"] input')
  ;(input.element as HTMLInputElement).value = 'City'
  await input.trigger('input')
  await settle()
  return form
}
const note = (form: Awaited<ReturnType<typeof typeInto>>, id: string) => form.wrapper.find(`[data-testid="${id}"]`)
const options = () => document.body.querySelectorAll('[role="option"]').length

describe('autocomplete: a long answer', () => {
  it('lists the first maxItems items (1 000 unless set) and says how many there were', async () => {
    const form = await typeInto({}, () => HttpResponse.json(answer(5_000)))
    await vi.waitFor(() => expect(note(form, 'autocomplete-capped').exists()).toBe(true), { timeout: 30_000 })
    expect(note(form, 'autocomplete-capped').text()).toBe('Showing the first 1000 of 5000 results.')
    expect(options()).toBeLessThan(1_000)
  })

  it('follows maxItems', async () => {
    const form = await typeInto({ maxItems: 10 }, () => HttpResponse.json(answer(50)))
    await vi.waitFor(() => expect(note(form, 'autocomplete-capped').exists()).toBe(true), { timeout: 30_000 })
    expect(note(form, 'autocomplete-capped').text()).toBe('Showing the first 10 of 50 results.')
  })

  it('does not read an answer larger than maxBytes, and a note says why', async () => {
    const form = await typeInto({ maxBytes: 1_000 }, () => HttpResponse.json(answer(500)))
    await vi.waitFor(() => expect(note(form, 'autocomplete-error').exists()).toBe(true), { timeout: 30_000 })
    expect(note(form, 'autocomplete-error').text()).toContain('The search answer is larger than 1000 bytes and was not read.')
    expect(options()).toBe(0)
  })

  it('refuses an answer by its Content-Length, without reading it', async () => {
    // The body itself is small: only its announced length tells it apart.
    const form = await typeInto({ maxBytes: 1_000 }, () => new HttpResponse('["City 0"]', { headers: { 'Content-Type': 'application/json', 'Content-Length': '5000' } }))
    await vi.waitFor(() => expect(note(form, 'autocomplete-error').exists()).toBe(true), { timeout: 30_000 })
    expect(note(form, 'autocomplete-error').text()).toContain('larger than 1000 bytes')
    expect(options()).toBe(0)
  })

  it('stops reading a streamed answer without Content-Length once it passes maxBytes', async () => {
    // 200 kB of valid JSON in 4 kB chunks: read whole, it would list its items.
    const { body, pulled } = streamOf(['[', ...Array.from({ length: 50 }, () => '"x",'.repeat(1_000)), '"x"]'])
    const form = await typeInto({ maxBytes: 10_000 }, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }))
    await vi.waitFor(() => expect(note(form, 'autocomplete-error').exists()).toBe(true), { timeout: 30_000 })
    expect(note(form, 'autocomplete-error').text()).toContain('larger than 10000 bytes')
    expect(pulled()).toBeLessThan(10)
  })
})

/** A body that hands out `chunks` one read at a time, counting the reads. */
function streamOf(chunks: string[]) {
  let pulls = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulls++]
      if (chunk === undefined)
        controller.close()
      else
        controller.enqueue(new TextEncoder().encode(chunk))
    },
  })
  return { body, pulled: () => pulls }
}
