import type { JsonSchema, Middleware, UISchemaElement } from '@jsonforms/core'
import type { JsonFormsChangeEvent } from '@jsonforms/vue'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { h } from 'vue'

const schema = { type: 'object', properties: { name: { type: 'string', minLength: 3 } }, required: ['name'] }
const uischema = { type: 'Control', scope: '#/properties/name' }

/**
 * The library as a page has it before its first form: the test setup loaded the validator's chunk,
 * so the modules are loaded again, with their own (empty) record of it. Only modules that do not
 * import the validator themselves (the main entry does, for `createFormsAjv`; a build leaves that
 * out unless the app calls it), so that a failing chunk can be stood for by a failing module.
 */
async function beforeFirstForm() {
  vi.resetModules()
  const library = await import('nuxt-ui-jsonforms/kit/internal')
  const { createRegistry } = await import('../../src/registry/createRegistry')
  const { rendererEvents } = await import('../../src/registry/events')
  const { textPlugin } = await import('../../plugins/text')
  const { colorPlugin } = await import('../../plugins/color')
  const { layoutsPlugin } = await import('../../plugins/layouts')
  const { waitForChunks } = await import('nuxt-ui-jsonforms/testing')
  const chunkEvents: string[] = []
  const failures: unknown[] = []
  rendererEvents.on('chunk:failed', ({ error }) => failures.push(error))
  rendererEvents.on('*', (type, event) => chunkEvents.push(`${String(type)} ${(event as { entry: string }).entry}`))
  const errors: JsonFormsChangeEvent['errors'][] = []
  const renderers = createRegistry([textPlugin, colorPlugin, layoutsPlugin])
  const mountRoot = (form: { schema: JsonSchema, uischema: UISchemaElement, middleware?: Middleware } = { schema, uischema }) => mount(() => h(UApp, null, () => h(library.JsonFormsRoot, {
    ...form,
    data: { name: 'Al' },
    renderers,
    onChange: (event: JsonFormsChangeEvent) => errors.push(event.errors),
  })), { global: { plugins: [ui] }, attachTo: document.body })
  return { library, waitForChunks, chunkEvents, failures, errors, mountRoot }
}

afterEach(() => {
  vi.doUnmock('../../src/store/validator')
  vi.doUnmock('ajv/dist/2020')
  vi.resetModules()
})

describe('the validator\'s chunk', () => {
  it('is loaded by the first form, which shows and takes input before it arrives, and validates once it has', async () => {
    const { library, waitForChunks, chunkEvents, errors, mountRoot } = await beforeFirstForm()
    const first = mountRoot()
    await vi.waitFor(() => expect(first.find('[data-path="name"] input').exists()).toBe(true))
    expect(library.pendingChunks()).toBe(1)
    expect(chunkEvents).toEqual(['chunk:start validator'])
    // Nothing is wrong yet: no error shown, and the change event says the errors are not known.
    expect(first.find('[data-path="name"]').text()).not.toContain('At least 3 characters')
    expect(errors).toEqual([undefined])

    await waitForChunks()
    await vi.waitFor(() => expect(errors.at(-1)?.map(error => error.keyword)).toEqual(['minLength']))
    await vi.waitFor(() => expect(first.find('[data-path="name"]').text()).toContain('At least 3 characters'))
    expect(errors.filter(list => list !== undefined)).toHaveLength(1)
    expect(chunkEvents).toEqual(['chunk:start validator', 'chunk:loaded validator'])

    // Later forms mount at once, without asking for the chunk again.
    const second = mountRoot()
    expect(second.find('[data-path="name"] input').exists()).toBe(true)
    expect(chunkEvents).toHaveLength(2)
  })

  it('validates what was typed before it arrived', async () => {
    const { waitForChunks, errors, mountRoot } = await beforeFirstForm()
    const form = mountRoot()
    await vi.waitFor(() => expect(form.find('[data-path="name"] input').exists()).toBe(true))
    await form.find('[data-path="name"] input').setValue('Alice')
    expect(errors.every(list => list === undefined)).toBe(true)
    await waitForChunks()
    await vi.waitFor(() => expect(errors.at(-1)).toEqual([]))
    await form.find('[data-path="name"] input').setValue('Al')
    await vi.waitFor(() => expect(form.find('[data-path="name"]').text()).toContain('At least 3 characters'))
  })

  it('is waited for by a submit of <JsonForm> before it arrives, which then reports the errors', async () => {
    vi.resetModules()
    const { default: JsonForm } = await import('../../presets/JsonForm.vue')
    const { waitForChunks } = await import('nuxt-ui-jsonforms/testing')
    const { rendererEvents } = await import('../../src/registry/events')
    const loaded: string[] = []
    rendererEvents.on('chunk:loaded', ({ entry }) => loaded.push(entry))
    const onSubmit = vi.fn()
    const onError = vi.fn()
    const wrapper = mount(() => h(UApp, null, () => h(JsonForm, { schema, modelValue: { name: 'Al' }, onSubmit, onError })), { global: { plugins: [ui] }, attachTo: document.body })
    await vi.waitFor(() => expect(wrapper.find('[data-path="name"] input').exists()).toBe(true))
    expect(loaded).not.toContain('validator')
    await wrapper.find('form').trigger('submit')
    expect(onError).not.toHaveBeenCalled()
    await waitForChunks()
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]![0].errors.map((error: { keyword: string }) => error.keyword)).toEqual(['minLength'])
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is waited for by a form whose UI schema has a rule (AJV evaluates its condition)', async () => {
    const { waitForChunks, errors, mountRoot } = await beforeFirstForm()
    const form = mountRoot({ schema, uischema: { ...uischema, rule: { effect: 'HIDE', condition: { scope: '#/properties/name', schema: { const: 'hidden' } } } } as UISchemaElement })
    expect(form.find('[data-path="name"]').exists()).toBe(false)
    await waitForChunks()
    await vi.waitFor(() => expect(form.find('[data-path="name"] input').exists()).toBe(true))
    expect(errors.at(-1)?.map(error => error.keyword)).toEqual(['minLength'])
  })

  it('loads at the same time as the lazy families the first form uses, so the form waits once', async () => {
    const { waitForChunks, chunkEvents, mountRoot } = await beforeFirstForm()
    const form = mountRoot({
      schema: { type: 'object', properties: { name: { type: 'string' }, colour: { type: 'string', format: 'color' } } },
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }, { type: 'Control', scope: '#/properties/colour' }] },
    })
    await waitForChunks()
    expect(form.find('[data-path="colour"] input').exists()).toBe(true)
    // Both chunks were asked for before either arrived (without the early start: the validator, then the colour).
    expect(chunkEvents.slice(0, 2).sort()).toEqual(['chunk:start color', 'chunk:start validator'])
    expect(chunkEvents.slice(2).sort()).toEqual(['chunk:loaded color', 'chunk:loaded validator'])
  })

  it('leaves a form it cannot rank early to explain itself once it mounts', async () => {
    const { waitForChunks, chunkEvents, mountRoot } = await beforeFirstForm()
    const form = mountRoot({ schema: { type: 'object', properties: { name: { type: 'string' } } }, uischema: { type: 'VerticalLayout', elements: 'name' } as never })
    await waitForChunks()
    expect(form.find('[data-testid="unrendered-element"]').text()).toContain('VerticalLayout')
    expect(chunkEvents).toEqual(['chunk:start validator', 'chunk:loaded validator'])
  })

  it('that fails to load leaves the form unvalidated, with a message above it saying why', async () => {
    vi.doMock('../../src/store/validator', () => {
      throw new Error('the network is down')
    })
    const { waitForChunks, chunkEvents, failures, mountRoot } = await beforeFirstForm()
    const form = mountRoot()
    await waitForChunks()
    const alert = form.find('[role="alert"]')
    expect(alert.text()).toContain('This form could not be loaded')
    // The reason is the import's error (Vitest words it as a failed mock, the error above as its cause).
    expect(failures).toHaveLength(1)
    expect(alert.text()).toContain((failures[0] as Error).message)
    expect(form.find('[data-path="name"] input').exists()).toBe(true)
    expect(chunkEvents).toEqual(['chunk:start validator', 'chunk:failed validator'])
  })

  it('of a later draft loads with the first form whose schema names it, beside the validator\'s', async () => {
    const { waitForChunks, chunkEvents, errors, mountRoot } = await beforeFirstForm()
    const form = mountRoot({ schema: { ...schema, $schema: 'https://json-schema.org/draft/2020-12/schema' }, uischema })
    expect(chunkEvents.sort()).toEqual(['chunk:start validator', 'chunk:start validator-2020-12'])
    await waitForChunks()
    expect(errors.at(-1)?.map(error => error.keyword)).toEqual(['minLength'])
    expect(form.find('[data-path="name"]').text()).toContain('At least 3 characters')
    expect(form.find('[data-testid="form-notice"]').exists()).toBe(false)
  })

  it('of a later draft that fails to load leaves the form unvalidated, saying why', async () => {
    vi.doMock('ajv/dist/2020', () => {
      throw new Error('the network is down')
    })
    const { waitForChunks, chunkEvents, errors, mountRoot } = await beforeFirstForm()
    const { tolerantMiddleware } = await import('../../src/form/tolerantMiddleware')
    // In a layout: the root element that shows the form's notices.
    const layout = { type: 'VerticalLayout', elements: [uischema] }
    const form = mountRoot({ schema: { ...schema, $schema: 'https://json-schema.org/draft/2020-12/schema' }, uischema: layout, middleware: tolerantMiddleware })
    await waitForChunks()
    expect(chunkEvents).toContain('chunk:failed validator-2020-12')
    expect(form.find('[data-path="name"] input').exists()).toBe(true)
    expect(form.find('[data-testid="form-notice"]').text()).toContain('so the form is not validated')
    expect(errors.at(-1)).toEqual([])
  })
})
