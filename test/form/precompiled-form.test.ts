import type { JsonFormsChangeEvent } from '@jsonforms/vue'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from '@vue/server-renderer'
import { createSSRApp, h } from 'vue'
import { precompiled } from '../helpers/precompiledModule'

const schema = { type: 'object', properties: { name: { type: 'string', minLength: 3 }, email: { type: 'string', format: 'email' } }, required: ['name'] }
const uischema = { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }, { type: 'Control', scope: '#/properties/email' }] }

/**
 * The library as a page has it before its first form (the modules loaded again, with their own
 * empty record of the validator's chunk), and the schema as the build writes it for
 * `import schema from './form.schema.json?validator'`: tied to its validator compiled at build time.
 */
async function beforeFirstForm(formSchema: object = schema) {
  vi.resetModules()
  const library = await import('nuxt-ui-jsonforms/kit/internal')
  const { createRegistry } = await import('../../src/registry/createRegistry')
  const { rendererEvents } = await import('../../src/registry/events')
  const { loadedValidator } = await import('../../src/registry/loadValidator')
  const { textPlugin } = await import('../../plugins/text')
  const { layoutsPlugin } = await import('../../plugins/layouts')
  const chunkEvents: string[] = []
  rendererEvents.on('*', (type, event) => chunkEvents.push(`${String(type)} ${(event as { entry: string }).entry}`))
  const errors: JsonFormsChangeEvent['errors'][] = []
  const renderers = createRegistry([textPlugin, layoutsPlugin])
  const compiled = await precompiled(formSchema)
  const mountRoot = (form: Record<string, unknown>) => mount(() => h(UApp, null, () => h(library.JsonFormsRoot, {
    schema: compiled,
    data: { name: 'Al', email: 'not an address' },
    renderers,
    onChange: (event: JsonFormsChangeEvent) => errors.push(event.errors),
    ...form,
  })), { global: { plugins: [ui] }, attachTo: document.body })
  return { library, renderers, compiled, loadedValidator, chunkEvents, errors, mountRoot }
}

afterEach(() => {
  vi.resetModules()
})

describe('a schema whose validator was compiled at build time', () => {
  it('validates from the first render, and the page never loads AJV', async () => {
    const { library, loadedValidator, chunkEvents, errors, mountRoot } = await beforeFirstForm()
    const form = mountRoot({ uischema })
    expect(form.find('[data-path="name"]').text()).toContain('At least 3 characters')
    expect(errors[0]?.map(error => error.keyword)).toEqual(['minLength', 'format'])

    await form.find('[data-path="name"] input').setValue('Alice')
    await vi.waitFor(() => expect(form.find('[data-path="name"]').text()).not.toContain('At least 3 characters'))
    await form.find('[data-path="email"] input').setValue('alice@example.com')
    await vi.waitFor(() => expect(errors.at(-1)).toEqual([]))
    expect(chunkEvents).toEqual([])
    expect(library.pendingChunks()).toBe(0)
    expect(loadedValidator()).toBeUndefined()
  })

  it('is server-rendered validated and hydrates without a mismatch, loading no AJV on either side', async () => {
    const { library, renderers, compiled, loadedValidator, chunkEvents } = await beforeFirstForm()
    const page = () => createSSRApp({
      setup: () => () => h(UApp, null, () => h(library.JsonFormsRoot, { schema: compiled, uischema, data: { name: 'Al', email: 'not an address' }, renderers })),
    }).use(ui)
    const html = await renderToString(page())
    expect(html).toContain('At least 3 characters')

    const root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    const messages: string[] = []
    const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => { messages.push(String(args[0])) })
    const app = page()
    app.config.warnHandler = message => messages.push(message)
    try {
      app.mount(root)
      expect(root.textContent).toContain('At least 3 characters')
      expect(messages.filter(message => /hydration/i.test(message))).toEqual([])
    }
    finally {
      error.mockRestore()
      app.unmount()
      root.remove()
    }
    expect(chunkEvents).toEqual([])
    expect(loadedValidator()).toBeUndefined()
  })

  it('loads AJV when what the form draws asks it (a rule), and validates with the compiled validator', async () => {
    const { loadedValidator, chunkEvents, errors, mountRoot } = await beforeFirstForm()
    const ruled = { ...uischema, elements: [uischema.elements[0], { ...uischema.elements[1], rule: { effect: 'HIDE', condition: { scope: '#/properties/name', schema: { const: 'hidden' } } } }] }
    const form = mountRoot({ uischema: ruled })
    await vi.waitFor(() => expect(form.find('[data-path="name"]').text()).toContain('At least 3 characters'))
    expect(errors.at(-1)?.map(error => error.keyword)).toEqual(['minLength', 'format'])
    expect(chunkEvents).toEqual(['chunk:start validator', 'chunk:loaded validator'])
    expect(loadedValidator()).toBeDefined()
  })

  it('is compiled by the host\'s AJV when the host gives the form its own', async () => {
    const { errors, mountRoot } = await beforeFirstForm()
    const { createAjv } = await import('../../presets/ajv')
    // The host's AJV takes any e-mail address.
    const form = mountRoot({ uischema, ajv: createAjv().addFormat('email', /./) })
    await vi.waitFor(() => expect(form.find('[data-path="name"]').text()).toContain('At least 3 characters'))
    expect(errors.at(-1)?.map(error => error.keyword)).toEqual(['minLength'])
  })
})

describe('a schema compiled at build time for other families', () => {
  it('is compiled by AJV when the form\'s families check a format it names otherwise than the build did', async () => {
    // The build knew the upload family's `data-url` pattern; this form's families (text, layouts) check no such format.
    const withUpload = { ...schema, properties: { ...schema.properties, file: { type: 'string', format: 'data-url' } } }
    const { loadedValidator, chunkEvents, errors, mountRoot } = await beforeFirstForm(withUpload)
    const form = mountRoot({ uischema, data: { name: 'Al', email: 'not an address', file: 'not a data URL' } })
    await vi.waitFor(() => expect(form.find('[data-path="name"]').text()).toContain('At least 3 characters'))
    expect(errors.at(-1)?.map(error => error.keyword)).toEqual(['minLength', 'format'])
    expect(chunkEvents).toEqual(['chunk:start validator', 'chunk:loaded validator'])
    expect(loadedValidator()).toBeDefined()
  })
})
