import { JsonForms } from '@jsonforms/vue'
import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, markRaw } from 'vue'
import { control, mountWith, objectSchema, settle, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { arrayPlugin, booleanPlugin, layoutsPlugin, numberPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { objectPlugin } from '..'
import { examples as objectExamples } from '../examples'

const mountForm = mountWith([layoutsPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin, arrayPlugin])

const address: JsonSchema7 = {
  type: 'object',
  title: 'Address',
  properties: { street: { type: 'string', title: 'Street' }, city: { type: 'string', title: 'City' } },
}
const schema = objectSchema({ name: { type: 'string' }, address })

const inputNames = (wrapper: { findAll: (s: string) => { attributes: (n: string) => string | undefined }[] }) =>
  wrapper.findAll('input').map(input => input.attributes('name'))

describe('object sub-form', () => {
  // Vue warnings and errors fail the test that caused them.
  let logged: ReturnType<typeof vi.spyOn>[] = []
  beforeEach(() => { logged = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')] })
  afterEach(() => {
    for (const spy of logged) {
      expect(spy.mock.calls.map((call: unknown[]) => String(call[0]).slice(0, 200))).toEqual([])
      spy.mockRestore()
    }
  })

  it('renders a card titled by the label with a field per property, and stores nested data', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('address'), data: { address: { city: 'Oslo' } } })
    const card = wrapper.find('[data-testid="object-card"]')
    expect(card.attributes('role')).toBe('group')
    expect(wrapper.find(`#${card.attributes('aria-labelledby')}`).text()).toBe('Address')
    expect(inputNames(card)).toEqual(['address.street', 'address.city'])
    expect((card.find('input[name="address.city"]').element as HTMLInputElement).value).toBe('Oslo')
    await card.find('input[name="address.street"]').setValue('Main St 1')
    await settle()
    expect(data.value).toEqual({ address: { city: 'Oslo', street: 'Main St 1' } })
  })

  it('creates the object when a field of an absent object is typed into', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('address'), data: {} })
    await wrapper.find('input[name="address.city"]').setValue('Bergen')
    await settle()
    expect(data.value).toEqual({ address: { city: 'Bergen' } })
  })

  it('treats properties without a type as an object, and nests objects in objects', async () => {
    const nested = objectSchema({ person: { properties: { name: { type: 'string' }, home: address } } })
    const { wrapper, data } = await mountForm({ schema: nested, uischema: control('person'), data: {} })
    expect(wrapper.findAll('[data-testid="object-card"]')).toHaveLength(2)
    await wrapper.find('input[name="person.home.street"]').setValue('Elm 5')
    await settle()
    expect(data.value).toEqual({ person: { home: { street: 'Elm 5' } } })
  })

  it('renders the detail option instead of the generated sub-form', async () => {
    const detail = { type: 'HorizontalLayout', elements: [{ type: 'Control', scope: '#/properties/city', label: 'Town' }] }
    const { wrapper } = await mountForm({ schema, uischema: control('address', { detail }), data: {} })
    const card = wrapper.find('[data-testid="object-card"]')
    expect(card.find('[data-layout="HorizontalLayout"]').exists()).toBe(true)
    expect(inputNames(card)).toEqual(['address.city'])
    expect(card.text()).toContain('Town')
  })

  it('falls back to the generated sub-form when detail is not an inline element', async () => {
    for (const detail of ['DEFAULT', 'GENERATE', { elements: [] }, 42]) {
      const { wrapper } = await mountForm({ schema, uischema: control('address', { detail }), data: {} })
      expect(inputNames(wrapper.find('[data-testid="object-card"]'))).toEqual(['address.street', 'address.city'])
      wrapper.unmount()
    }
  })

  it('uses a UI schema registered in uischemas when there is no detail', async () => {
    const uischemas = [{ tester: (s: unknown) => (s === address ? 5 : -1), uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/city' }] } as UISchemaElement }]
    const Host = defineComponent(() => () => h(UApp, null, { default: () => h(JsonForms, { schema, uischema: control('address'), data: {}, renderers: markRaw([...uiRenderers]), uischemas }) }))
    const wrapper = mount(Host, { global: { plugins: [ui] }, attachTo: document.body })
    await settle()
    expect(inputNames(wrapper.find('[data-testid="object-card"]'))).toEqual(['address.city'])
    wrapper.unmount()
  })

  it('merges an allOf of objects ($ref included) into one sub-form with the required fields of every part', async () => {
    const root: JsonSchema7 = {
      type: 'object',
      definitions: { address },
      properties: {
        shipping: {
          title: 'Shipping',
          allOf: [{ $ref: '#/definitions/address' }, { type: 'object', properties: { kind: { type: 'string', title: 'Kind' } }, required: ['kind'] }],
        },
      },
    }
    const { wrapper, data } = await mountForm({ schema: root, uischema: control('shipping'), data: {} })
    const card = wrapper.find('[data-testid="object-card"]')
    expect(wrapper.find(`#${card.attributes('aria-labelledby')}`).text()).toBe('Shipping')
    expect(inputNames(card)).toEqual(['shipping.street', 'shipping.city', 'shipping.kind'])
    expect(card.find('[data-path="shipping.kind"] label').text()).toContain('Kind')
    expect(card.find('[data-path="shipping.kind"] label').classes().join(' ')).toContain("after:content-['*']")
    await card.find('input[name="shipping.kind"]').setValue('business')
    await settle()
    expect(data.value).toEqual({ shipping: { kind: 'business' } })
  })

  it('renders a Control on the root scope as a plain sub-form without a card', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: { type: 'Control', scope: '#' } as UISchemaElement, data: {} })
    expect(inputNames(wrapper)).toEqual(['name', 'address.street', 'address.city'])
    expect(wrapper.findAll('[data-testid="object-card"]')).toHaveLength(1)
    await wrapper.find('input[name="name"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ name: 'Ada' })
  })

  it('is read-only throughout when the object control is', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('address', { readonly: true }), data: {} })
    const inputs = wrapper.findAll('[data-testid="object-card"] input')
    expect(inputs.length).toBe(2)
    for (const input of inputs)
      expect(input.attributes('readonly')).toBeDefined()
  })

  it('hides the card with a HIDE rule', async () => {
    const withFlag = objectSchema({ hide: { type: 'boolean' }, address })
    const rule = { effect: 'HIDE', condition: { scope: '#/properties/hide', schema: { const: true } } }
    const { wrapper } = await mountForm({ schema: withFlag, uischema: control('address', undefined, { rule }), data: { hide: true } })
    expect(wrapper.find('[data-testid="object-card"]').exists()).toBe(false)
  })

  it('explains a stored value that is not an object and keeps it, its fields locked, until the user starts it empty', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('address'), data: { address: 'Main St 1, Oslo', name: 'Ada' } })
    const note = wrapper.find('[data-testid="object-not-object"]')
    expect(note.text()).toContain('Expected an object here, found "Main St 1, Oslo". It is kept, and the fields below stay locked, until you start this part empty.')
    for (const input of wrapper.findAll('[data-testid="object-card"] input'))
      expect(input.attributes('readonly')).toBeDefined()
    expect(data.value).toEqual({ address: 'Main St 1, Oslo', name: 'Ada' })
    await note.findAll('button').find(button => button.text() === 'Start empty')!.trigger('click')
    await settle()
    expect(data.value).toEqual({ address: {}, name: 'Ada' })
    expect(wrapper.find('[data-testid="object-not-object"]').exists()).toBe(false)
    await wrapper.find('input[name="address.city"]').setValue('Oslo')
    await settle()
    expect(data.value).toEqual({ address: { city: 'Oslo' }, name: 'Ada' })
  })

  it('opens a recursive object once and waits for the user below that', async () => {
    const person: JsonSchema7 = { type: 'object', properties: { name: { type: 'string' }, parent: { $ref: '#/definitions/person' } } }
    const root: JsonSchema7 = { type: 'object', definitions: { person }, properties: { me: { $ref: '#/definitions/person' } } }
    const { wrapper, data } = await mountForm({ schema: root, uischema: control('me'), data: {} })
    expect(inputNames(wrapper)).toEqual(['me.name'])
    const add = wrapper.findAll('button').find(button => button.text() === 'Add Parent')!
    expect(wrapper.text()).toContain('Not filled in yet.')
    await add.trigger('click')
    await settle()
    expect(data.value).toEqual({ me: { parent: {} } })
    expect(inputNames(wrapper)).toEqual(['me.name', 'me.parent.name'])
    expect(wrapper.findAll('button').filter(button => button.text() === 'Add Parent')).toHaveLength(1)
  })

  it('renders a member that refers back to the root on demand, not a copy of the root', async () => {
    const member: JsonSchema7 = { type: 'object', $ref: '#' }
    const root: JsonSchema7 = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, x: member, y: member, z: member } }
    const { wrapper, data } = await mountForm({ schema: root, uischema: { type: 'VerticalLayout', elements: ['a', 'b', 'x', 'y', 'z'].map(name => control(name)) } as UISchemaElement, data: {} })
    expect(inputNames(wrapper)).toEqual(['a', 'b'])
    const adds = () => wrapper.findAll('button').filter(button => /^Add [XYZ]$/.test(button.text()))
    expect(adds().map(button => button.text())).toEqual(['Add X', 'Add Y', 'Add Z'])
    await adds()[1]!.trigger('click')
    await settle()
    expect(data.value).toEqual({ y: {} })
    expect(inputNames(wrapper)).toEqual(['a', 'b', 'y.a', 'y.b'])
    // The opened copy waits for the user again below it.
    expect(wrapper.findAll('button').filter(button => /^Add [XYZ]$/.test(button.text()))).toHaveLength(5)
  })

  it('renders a Control of the root itself (scope "#") at once', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ name: { type: 'string' } }), uischema: { type: 'Control', scope: '#' } as UISchemaElement })
    expect(inputNames(wrapper)).toEqual(['name'])
  })

  it('translates its strings through the form i18n', async () => {
    const translate = (key: string, fallback?: string) => key === 'nui.object.notObject' ? 'Kein Objekt' : fallback
    const { wrapper } = await mountForm({ schema, uischema: control('address'), data: { address: 3 }, i18n: { locale: 'de', translate: translate as never } })
    expect(wrapper.find('[data-testid="object-not-object"] span').text()).toBe('Kein Objekt')
  })
})

describe('gallery example of the object family', () => {
  it.each(objectExamples.map(example => [example.id, example] as const))('%s renders every element', async (_id, example) => {
    const { wrapper } = await mountForm({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    expect(wrapper.findAll('[data-testid="unrendered-element"]')).toHaveLength(0)
    expect(wrapper.findAll('[data-testid="object-card"]')).toHaveLength(example.id === 'maps' ? 2 : 3)
  })

  it('maps: each map lists its entries, the fixed field above', async () => {
    const example = objectExamples.find(e => e.id === 'maps')!
    const { wrapper } = await mountForm({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    await waitForChunks()
    expect(wrapper.find('input[name="scripts.build"]').exists()).toBe(true)
    expect(wrapper.findAll('[data-map-key]').map(row => row.attributes('data-map-key'))).toEqual(['test', 'lint', 'maxUsers', 'allowGuests'])
  })
})
