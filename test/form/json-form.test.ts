import { createAjv as createJsonFormsAjv } from '@jsonforms/core'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import type { ErrorObject } from 'ajv'
import { JsonForm, addLibraryFormats, createAjv, createRegistry, definePlugin, ranks, uiRenderers } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Ref, defineComponent, h, ref } from 'vue'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'
import { mountJsonForm } from '../helpers/mountJsonForm'

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 3 },
    colour: { type: 'string', format: 'color' },
    photo: { type: 'string', format: 'data-url' },
  },
  required: ['name'],
}

afterEach(() => vi.restoreAllMocks())

/** The quick start's form over `schema`; `attrs` go to `JsonForm`. */
async function mountVModel(initial: Record<string, unknown>, attrs: Record<string, unknown> = {}) {
  const form = await mountJsonForm(initial, { schema, ...attrs })
  return { ...form, data: form.data as Ref<Record<string, unknown>> }
}

describe('<JsonForm v-model>', () => {
  it('renders with uiRenderers, gives typed values back through v-model and reports errors', async () => {
    const { wrapper, data, errors } = await mountVModel({ name: 'Al' })
    const input = wrapper.get<HTMLInputElement>('input[name="name"]')
    expect(input.element.value).toBe('Al')
    expect(errors.value?.map(error => error.instancePath)).toEqual(['/name'])

    await input.setValue('Alan')
    await settle()
    expect(data.value).toMatchObject({ name: 'Alan' })
    expect(errors.value).toEqual([])
    wrapper.unmount()
  })

  it('shows a value the host sets after mount', async () => {
    const { wrapper, data } = await mountVModel({ name: 'Ada' })
    data.value = { name: 'Grace' }
    await settle()
    expect(wrapper.get<HTMLInputElement>('input[name="name"]').element.value).toBe('Grace')
    wrapper.unmount()
  })

  it('passes every <JsonForms> prop through: renderers, readonly, config, i18n, validationMode', async () => {
    const marker = definePlugin({
      name: 'marker',
      entries: [{ name: 'marker', tester: () => ranks.custom, component: defineComponent(() => () => h('p', { class: 'marker' }, 'custom')) }],
    })
    const custom = await mountVModel({ name: 'Ada' }, { renderers: [...uiRenderers, ...createRegistry([marker])] })
    expect(custom.wrapper.find('.marker').exists()).toBe(true)
    custom.wrapper.unmount()

    const translate = (key: string, fallback?: string) => (key === 'name.label' ? 'Nom' : fallback)
    const { wrapper, errors } = await mountVModel({ name: '' }, {
      readonly: true,
      validationMode: 'NoValidation',
      i18n: { locale: 'en-US', translate },
      config: { hideRequiredAsterisk: true },
    })
    expect(wrapper.get('input[name="name"]').attributes('readonly')).toBeDefined()
    expect(wrapper.get('label').classes().join(' ')).not.toContain("after:content-['*']")
    expect(wrapper.text()).toContain('Nom')
    expect(errors.value ?? []).toEqual([])
    wrapper.unmount()
  })

  it('keeps validating formats when the host gives it a new schema', async () => {
    const logged = vi.spyOn(console, 'error')
    const current = ref<Record<string, unknown>>({ type: 'object', properties: { born: { type: 'string', format: 'date' } } })
    const data = ref<unknown>({})
    const errors = ref<ErrorObject[]>()
    const Host = defineComponent(() => () => h(UApp, null, {
      default: () => h(JsonForm, {
        'schema': current.value,
        'modelValue': data.value,
        'onUpdate:modelValue': (value: unknown) => (data.value = value),
        'onUpdate:errors': (value: ErrorObject[]) => (errors.value = value),
      }),
    }))
    const wrapper = mount(Host, { global: { plugins: [ui] }, attachTo: document.body })
    await settle()
    current.value = { type: 'object', properties: { born: { type: 'string', format: 'date' }, email: { type: 'string', format: 'email' } } }
    data.value = { born: '2000-01-01', email: 'not an address' }
    await settle()
    expect(logged).not.toHaveBeenCalled()
    expect(errors.value?.map(error => error.instancePath)).toEqual(['/email'])
    wrapper.unmount()
  })

  it('renders a schema AJV cannot compile, unvalidated, and says why instead of throwing', async () => {
    const broken = { type: 'object', properties: { name: { type: 'string', enum: 'Ada' } } }
    const { wrapper, data } = await mountVModel({ name: 'Al' }, { schema: broken })
    expect(wrapper.text()).toContain('The schema could not be compiled for validation')
    await wrapper.get('input[name="name"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ name: 'Ada' })
    wrapper.unmount()
  })

  it('runs the host middleware inside the tolerant one', async () => {
    const seen: string[] = []
    const middleware = (state: never, action: { type: string }, reducer: (state: never, action: never) => never) => {
      seen.push(action.type)
      return reducer(state, action as never)
    }
    const broken = { type: 'object', properties: { name: { type: 'string', enum: 'Ada' } } }
    const { wrapper } = await mountVModel({ name: 'Al' }, { schema: broken, middleware })
    expect(seen).toContain('jsonforms/INIT')
    expect(wrapper.text()).toContain('The schema could not be compiled for validation')
    wrapper.unmount()
  })

  it('validates with the given ajv instead of its own', async () => {
    const ajv = createAjv()
    const compile = vi.spyOn(ajv, 'compile')
    const { wrapper } = await mountVModel({ name: 'Ada' }, { ajv })
    expect(compile).toHaveBeenCalled()
    wrapper.unmount()
  })
})

describe('formats the families read', () => {
  it('are known to the default validator: no "unknown format" warning', async () => {
    const warn = vi.spyOn(console, 'warn')
    const { wrapper, errors } = await mountVModel({ name: 'Ada', colour: '#336699', photo: 'data:image/png;base64,AAAA' })
    expect(warn.mock.calls.flat().join(' ')).not.toContain('unknown format')
    expect(errors.value).toEqual([])
    wrapper.unmount()
  })

  it('are known to JsonFormsRoot\'s own validator, from the families of its renderers, a custom family\'s too', async () => {
    const warn = vi.spyOn(console, 'warn')
    // A family that renders nothing here (its tester takes no element) but declares a format.
    const swatch = definePlugin({ name: 'swatch', entries: [{ name: 'swatch', tester: () => -1, component: JsonForm }], formats: { swatch: /^#[0-9a-f]{3}$/ } })
    const { wrapper, errors } = await mountForm({
      schema: objectSchema({ colour: { type: 'string', format: 'color' }, photo: { type: 'string', format: 'data-url' }, tone: { type: 'string', format: 'swatch' } }),
      uischema: { type: 'VerticalLayout', elements: [control('colour'), control('photo'), control('tone')] } as never,
      data: { colour: '#336699', photo: 'https://images.example/a.png', tone: 'red' },
      renderers: [...uiRenderers, ...createRegistry([swatch])],
    })
    expect(warn.mock.calls.flat().join(' ')).not.toContain('unknown format')
    expect(errors.value.map(error => error.instancePath).sort()).toEqual(['/photo', '/tone'])
    // Typed into, the field is validated alone (its property compiled by the same validator): still no warning.
    await wrapper.get('input[name="colour"]').setValue('#112233')
    await settle()
    expect(errors.value.map(error => error.instancePath).sort()).toEqual(['/photo', '/tone'])
    expect(warn.mock.calls.flat().join(' ')).not.toContain('unknown format')
  })

  it('refuse a data URL that is not one, and leave any colour notation to the colour family', () => {
    const validate = createAjv().compile(schema)
    expect(validate({ name: 'Ada', photo: 'https://images.example/a.png' })).toBe(false)
    expect(validate.errors?.[0]?.instancePath).toBe('/photo')
    expect(validate({ name: 'Ada', photo: 'data:,hello', colour: 'cmyk(0%, 0%, 0%, 0%)' })).toBe(true)
  })

  it('are added to a host\'s own AJV without replacing its own definitions', () => {
    const ajv = createJsonFormsAjv()
    ajv.addFormat('color', /^#[0-9a-f]{6}$/i)
    addLibraryFormats(ajv)
    const validate = ajv.compile(schema)
    expect(validate({ name: 'Ada', colour: 'red' })).toBe(false)
    expect(validate({ name: 'Ada', photo: 'data:text/plain;charset=utf-8;base64,aGk=' })).toBe(true)
  })
})
