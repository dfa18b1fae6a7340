import type { JsonSchema7 } from '@jsonforms/core'
import { afterEach, describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, objectPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'
import { failOnLoggedErrors, press } from './helpers'

const mountForm = mountWith([layoutsPlugin, arrayPlugin, objectPlugin, textPlugin])

/** `{ [name]: value }` with `name` as an own key, `__proto__` included (a literal would set the prototype). */
const own = (name: string, value: unknown): Record<string, unknown> => Object.fromEntries([[name, value]])

const listOf = (items: JsonSchema7) => objectSchema({ list: { type: 'array', items } })

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype is untouched').toBeUndefined()
})

describe('a new item from schema defaults named after Object.prototype', () => {
  failOnLoggedErrors()

  it('a property named __proto__ gives its default under that own key, on a plain object', async () => {
    const items: JsonSchema7 = { type: 'object', properties: { ...own('__proto__', { type: 'string', default: 'kept' }), name: { type: 'string', default: 'Ada' } } }
    const { wrapper, data } = await mountForm({ schema: listOf(items), uischema: control('list'), data: { list: [] } })
    await press(wrapper, 'Add')
    const [item] = (data.value as { list: object[] }).list
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(item, '__proto__')?.value).toBe('kept')
    expect(Object.keys(item!)).toEqual(['__proto__', 'name'])
  })

  it('a default object holding __proto__ is copied with that key as data, nothing inherited', async () => {
    const settings = JSON.parse('{ "__proto__": { "polluted": "yes" }, "theme": "dark" }') as unknown
    const items: JsonSchema7 = { type: 'object', properties: { settings: { type: 'object', default: settings } } }
    const { wrapper, data } = await mountForm({ schema: listOf(items), uischema: control('list'), data: { list: [] } })
    await press(wrapper, 'Add')
    const stored = ((data.value as { list: Array<{ settings: Record<string, unknown> }> }).list[0]!).settings
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype)
    expect(stored.polluted, 'not inherited from the default').toBeUndefined()
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ polluted: 'yes' })
    expect(stored.theme).toBe('dark')
  })

  it('a root default of the item schema holding __proto__ is copied with that key as data', async () => {
    const items = { type: 'object', default: JSON.parse('{ "__proto__": { "polluted": "yes" } }') as unknown } as JsonSchema7
    const { wrapper, data } = await mountForm({ schema: listOf(items), uischema: control('list'), data: { list: [] } })
    await press(wrapper, 'Add')
    const [item] = (data.value as { list: Array<Record<string, unknown>> }).list
    expect(item!.polluted).toBeUndefined()
    expect(Object.getOwnPropertyDescriptor(item, '__proto__')?.value).toEqual({ polluted: 'yes' })
  })
})
