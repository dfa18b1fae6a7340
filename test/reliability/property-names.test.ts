import type { JsonSchema7 as JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { ErrorObject } from 'ajv'
import type { VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toRaw } from 'vue'
import { control, mountForm, settle } from '../helpers/mountForm'
import { mountJsonForm } from '../helpers/mountJsonForm'

/** Names every plain object answers to through its prototype. */
const names = ['constructor', 'prototype', 'hasOwnProperty', '__proto__', 'toString', 'valueOf'] as const

/** `{ [name]: value }` with `name` as an own key, `__proto__` included (a literal would set the prototype). */
function own(name: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries([[name, value]])
}

/** The field: a required string of at least 3 characters. */
function objectWith(name: string): JsonSchema {
  return { type: 'object', properties: own(name, { type: 'string', minLength: 3 }) as JsonSchema['properties'], required: [name] }
}

interface Place {
  /** The data path of the field. */
  path: (name: string) => string
  /** The object of the form's data that holds the field. */
  holder: (data: unknown) => unknown
  mount: (name: string) => Promise<{ wrapper: VueWrapper, data: { value: unknown }, errors: () => ErrorObject[] }>
}

/**
 * The value the holder keeps as its own property `name`, `undefined` when it has none. Read through
 * the descriptor: the test's own ref answers `hasOwnProperty` with Vue's method.
 */
function stored(holder: unknown, name: string): unknown {
  return Object.getOwnPropertyDescriptor(toRaw(holder as object), name)?.value
}

const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort()

async function mountRoot(schema: JsonSchema, uischema: UISchemaElement, data: unknown) {
  const form = await mountForm({ schema, uischema, data })
  return { wrapper: form.wrapper, data: form.data, errors: () => form.errors.value as ErrorObject[] }
}

const places: Record<string, Place> = {
  '<JsonForm> (generated UI schema)': {
    path: name => name,
    holder: data => data,
    mount: async (name) => {
      const form = await mountJsonForm({}, { schema: objectWith(name) })
      return { wrapper: form.wrapper, data: form.data, errors: () => form.errors.value ?? [] }
    },
  },
  '<JsonForms>': {
    path: name => name,
    holder: data => data,
    mount: name => mountRoot(objectWith(name), control(name), {}),
  },
  'a nested object': {
    path: name => `outer.${name}`,
    holder: data => (data as Record<string, unknown>).outer,
    mount: name => mountRoot({ type: 'object', properties: { outer: objectWith(name) } }, control('outer'), { outer: {} }),
  },
  'an array item': {
    path: name => `list.0.${name}`,
    holder: data => ((data as Record<string, unknown>).list as unknown[])[0],
    mount: name => mountRoot({ type: 'object', properties: { list: { type: 'array', items: objectWith(name) } } }, control('list'), { list: [{}] }),
  },
}

afterEach(() => vi.restoreAllMocks())

describe.each(Object.entries(places))('a property named after Object.prototype, in %s', (_, place) => {
  it.each(names)('%s: mounts without an error, stores what is typed under its own key, shows its own errors', async (name) => {
    const before = prototypeNames()
    const consoleError = vi.spyOn(console, 'error')
    const form = await place.mount(name)
    const path = place.path(name)
    const field = form.wrapper.find(`[data-path="${path}"]`)
    expect(field.exists(), 'the control is there').toBe(true)
    expect(form.wrapper.text()).not.toMatch(/Must be text|points to nothing|schema is invalid|No renderer/)
    expect(form.errors().map(error => error.keyword)).toEqual(['required'])
    expect(form.errors()[0]!.params).toEqual({ missingProperty: name })

    const input = field.get('input')
    await input.setValue('ab')
    await settle()
    expect(stored(place.holder(form.data.value), name)).toBe('ab')
    expect(form.errors().map(error => error.keyword)).toEqual(['minLength'])
    expect(form.wrapper.find(`[data-path="${path}"]`).text()).toContain('At least 3 characters')

    await input.setValue('abcd')
    await settle()
    expect(stored(place.holder(form.data.value), name)).toBe('abcd')
    expect(form.errors()).toEqual([])
    expect(form.wrapper.find(`[data-path="${path}"]`).text()).not.toContain('must')
    expect(consoleError).not.toHaveBeenCalled()
    expect(prototypeNames()).toEqual(before)
    expect(({} as Record<string, unknown>).abcd).toBeUndefined()
    form.wrapper.unmount()
  })
})
