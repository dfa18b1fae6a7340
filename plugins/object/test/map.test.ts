import type { JsonSchema7 } from '@jsonforms/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { control, mountWith, objectSchema, settle, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, layoutsPlugin, numberPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { objectPlugin } from '..'

const mountForm = mountWith([layoutsPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin])
type Wrapper = Awaited<ReturnType<typeof mountForm>>['wrapper']

const keysOf = (wrapper: Wrapper) => wrapper.findAll('[data-map-key]').map(row => row.attributes('data-map-key'))
const addKey = async (wrapper: Wrapper, key: string) => {
  await wrapper.find('[data-testid="map-new-key"] input, input[data-testid="map-new-key"]').setValue(key)
  await wrapper.find('[data-action="add-entry"]').trigger('click')
  await settle()
  await waitForChunks()
}
const newKeyError = (wrapper: Wrapper) => wrapper.find('[data-testid="map-entries"] > div:last-child [data-slot="error"]')

describe('a map (additionalProperties, patternProperties)', () => {
  let spies: ReturnType<typeof vi.spyOn>[] = []
  beforeEach(() => { spies = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')] })
  afterEach(() => {
    for (const spy of spies) {
      expect(spy.mock.calls).toEqual([])
      spy.mockRestore()
    }
  })

  const prices = objectSchema({
    prices: { type: 'object', title: 'Prices', properties: { currency: { type: 'string', title: 'Currency' } }, additionalProperties: { type: 'number', minimum: 0 } },
  }) as JsonSchema7

  it('shows the fixed fields, then one row per entry: its key and its value with the control its schema ranks', async () => {
    const { wrapper } = await mountForm({ schema: prices, uischema: control('prices'), data: { prices: { currency: 'EUR', tea: 3, cake: 4.5 } } })
    await waitForChunks()
    expect(wrapper.find('input[name="prices.currency"]').exists()).toBe(true)
    expect(keysOf(wrapper)).toEqual(['tea', 'cake'])
    const value = wrapper.find('[data-path="prices.cake"] input')
    expect((value.element as HTMLInputElement).value).toBe('4.5')
    expect(wrapper.find(`label[for="${value.attributes('id')}"]`).text()).toBe('Value of cake')
  })

  it('edits a value, adds an entry (validated, unique), renames and removes one', async () => {
    const { wrapper, data } = await mountForm({ schema: prices, uischema: control('prices'), data: { prices: { currency: 'EUR', tea: 3 } } })
    await waitForChunks()
    await wrapper.find('[data-path="prices.tea"] input').setValue('3.5')
    await wrapper.find('[data-path="prices.tea"] input').trigger('blur')
    await expect.poll(() => data.value).toEqual({ prices: { currency: 'EUR', tea: 3.5 } })

    await addKey(wrapper, 'tea')
    expect(newKeyError(wrapper).text()).toBe('This key is already used.')
    await addKey(wrapper, 'currency')
    expect(newKeyError(wrapper).text()).toBe('This key is already used.')
    await addKey(wrapper, '')
    expect(newKeyError(wrapper).text()).toBe('Enter a key.')
    await addKey(wrapper, 'scone')
    expect(newKeyError(wrapper).exists()).toBe(false)
    expect(keysOf(wrapper)).toEqual(['tea', 'scone'])
    expect(data.value).toEqual({ prices: { currency: 'EUR', tea: 3.5, scone: 0 } })

    const key = wrapper.find('[data-map-key="tea"] input[data-testid="map-key"], [data-map-key="tea"] [data-testid="map-key"] input')
    await key.setValue('green tea')
    await key.trigger('keydown', { key: 'Enter' })
    await settle()
    expect(data.value).toEqual({ prices: { 'currency': 'EUR', 'green tea': 3.5, 'scone': 0 } })
    expect(keysOf(wrapper)).toEqual(['green tea', 'scone'])

    await wrapper.find('[data-map-key="scone"] [data-action="remove-entry"]').trigger('click')
    await settle()
    expect(wrapper.find('[data-map-key="green tea"] [data-action="remove-entry"]').attributes('aria-label')).toBe('Remove green tea')
    expect(data.value).toEqual({ prices: { 'currency': 'EUR', 'green tea': 3.5 } })
  })

  it('says why a renamed key cannot be used and keeps the entry', async () => {
    const { wrapper, data } = await mountForm({ schema: prices, uischema: control('prices'), data: { prices: { tea: 3, cake: 4 } } })
    await waitForChunks()
    const key = wrapper.find('[data-map-key="tea"] input')
    await key.setValue('cake')
    await key.trigger('blur')
    await settle()
    expect(wrapper.find('[data-map-key="tea"] [data-slot="error"]').text()).toBe('This key is already used.')
    expect(data.value).toEqual({ prices: { tea: 3, cake: 4 } })
  })

  it('checks new keys against propertyNames and the patterns of patternProperties, each value with its pattern\'s schema', async () => {
    const schema = objectSchema({
      env: {
        type: 'object',
        propertyNames: { pattern: '^[A-Za-z_]+$', maxLength: 12 },
        patternProperties: { '^FLAG_': { type: 'boolean' }, '^[A-Z_]+$': { type: 'string' } },
        additionalProperties: false,
      },
    })
    const { wrapper, data } = await mountForm({ schema, uischema: control('env'), data: { env: { HOME: '/root', FLAG_DEBUG: true } } })
    await waitForChunks()
    expect(wrapper.find('[data-path="env.FLAG_DEBUG"] [role="switch"], [data-path="env.FLAG_DEBUG"] [role="checkbox"]').exists()).toBe(true)
    expect(wrapper.find('input[name="env.HOME"]').exists()).toBe(true)
    await addKey(wrapper, 'lower')
    expect(newKeyError(wrapper).text()).toBe('The key must match one of: ^FLAG_, ^[A-Z_]+$.')
    await addKey(wrapper, 'HAS-DASH')
    expect(newKeyError(wrapper).text()).toBe('The schema does not allow this key (propertyNames).')
    await addKey(wrapper, 'a.b')
    expect(newKeyError(wrapper).text()).toBe('A key cannot contain ".".')
    await addKey(wrapper, 'PATH')
    expect(data.value).toEqual({ env: { HOME: '/root', FLAG_DEBUG: true, PATH: '' } })
  })

  it('an open map (additionalProperties: true) edits each value by its type, and keys such as __proto__ and constructor are ordinary entries', async () => {
    const schema = objectSchema({ meta: { type: 'object', additionalProperties: true } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('meta'), data: { meta: { constructor: 'x', size: 2 } } })
    await waitForChunks()
    expect((wrapper.find('input[name="meta.constructor"]').element as HTMLInputElement).value).toBe('x')
    await addKey(wrapper, '__proto__')
    expect(newKeyError(wrapper).exists()).toBe(false)
    const meta = (data.value as { meta: Record<string, unknown> }).meta
    expect(Object.keys(meta)).toEqual(['constructor', 'size', '__proto__'])
    expect(Object.getPrototypeOf(meta)).toBe(Object.prototype)
    await wrapper.find('input[name="meta.__proto__"]').setValue('safe')
    await settle()
    const after = (data.value as { meta: Record<string, unknown> }).meta
    expect(Object.hasOwn(after, '__proto__') && after.__proto__).toBe('safe')
    expect(({} as Record<string, unknown>).safe).toBeUndefined()
  })

  it('draws at most 100 entries of a huge map and says so', async () => {
    const huge = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index]))
    const schema = objectSchema({ counts: { type: 'object', additionalProperties: { type: 'integer' } } })
    const { wrapper } = await mountForm({ schema, uischema: control('counts'), data: { counts: huge } })
    await waitForChunks()
    expect(keysOf(wrapper)).toHaveLength(100)
    expect(wrapper.find('[data-testid="map-capped"]').text()).toBe('Showing the first 100 of 5000 entries; the others are kept as they are.')
  })

  it('a read-only map disables its keys and buttons', async () => {
    const { wrapper } = await mountForm({ schema: prices, uischema: control('prices', { readonly: true }), data: { prices: { tea: 3 } } })
    await waitForChunks()
    expect(wrapper.find('[data-map-key="tea"] input').attributes('disabled')).toBeDefined()
    expect(wrapper.find('[data-action="add-entry"]').attributes('disabled')).toBeDefined()
  })
})
