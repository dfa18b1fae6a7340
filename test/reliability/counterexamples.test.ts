import { allRenderers, importValue } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountJsonForm } from '../helpers/mountJsonForm'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'

/** The shrunk cases the generated-forms properties found, each kept as a test of its own. */

afterEach(() => vi.restoreAllMocks())

async function mountQuietly(schema: unknown, uischema?: unknown) {
  const warn = vi.spyOn(console, 'warn')
  const error = vi.spyOn(console, 'error')
  const form = await mountJsonForm({}, { schema, uischema, renderers: allRenderers })
  await waitForChunks()
  expect(warn).not.toHaveBeenCalled()
  expect(error).not.toHaveBeenCalled()
  return form
}

describe('counter-examples of the generated forms', () => {
  it('an `enum` that is not a list, inside an object: renders unvalidated and says why', async () => {
    const { wrapper } = await mountQuietly({ type: 'object', properties: { a: { type: 'object', properties: { a: { type: 'string', enum: 'a' } } } } }, { type: 'Control', scope: '#/properties/a' })
    expect(wrapper.text()).toContain('The schema could not be compiled for validation (schema is invalid: data/properties/a/properties/a/enum must be array)')
    wrapper.unmount()
  })

  it('a `$ref` that is not a string, inside an object sub-form: that property is explained, its sibling renders', async () => {
    const { wrapper } = await mountQuietly({ type: 'object', properties: { h: { type: 'object', properties: { bad: { $ref: 5 }, name: { type: 'string' } } } } }, { type: 'Control', scope: '#/properties/h' })
    expect(wrapper.text()).toContain('No renderer matches the field at "#/properties/bad"')
    expect(wrapper.find('input[name="h.name"]').exists()).toBe(true)
    wrapper.unmount()
  })

  it('a `$ref` that is not a string, with the UI schema left out: that property is explained, its sibling renders', async () => {
    const { wrapper } = await mountQuietly({ type: 'object', properties: { a: { $ref: 5 }, b: { type: 'string' } } })
    expect(wrapper.text()).toContain('No renderer matches the field at "#/properties/a" (schema type: untyped)')
    expect(wrapper.find('input[name="b"]').exists()).toBe(true)
    wrapper.unmount()
  })

  it('`null` among a layout\'s elements: explained in its place, no Vue warning', async () => {
    const { wrapper } = await mountQuietly({ type: 'object', properties: { a: { type: 'string' } } }, { type: 'VerticalLayout', elements: [null, { type: 'Control', scope: '#/properties/a' }] })
    expect(wrapper.find('[data-testid="unrendered-element"]').text()).toContain('not an object')
    expect(wrapper.find('input[name="a"]').exists()).toBe(true)
    wrapper.unmount()
  })

  it('a `type` that is an object: the notice shows it as JSON, not as [object Object]', async () => {
    const { wrapper } = await mountQuietly({ type: 'object', properties: { a: { type: {} } } }, { type: 'Control', scope: '#/properties/a' })
    expect(wrapper.text()).toContain('(schema type: {})')
    expect(wrapper.text()).not.toContain('[object Object]')
    wrapper.unmount()
  })

  it('a bare schema import with a `$ref` that is not a string: refused with the place and the reason', () => {
    expect(importValue({ type: 'object', properties: { a: { $ref: 5 }, $ref: { type: 'string' } } })).toMatchObject({
      ok: false,
      error: 'The schema has a reference that cannot be resolved: schema.properties.a.$ref: a reference must be a string such as "#/definitions/address", but it is 5.',
    })
  })

  it('a bare schema import with a property of an unknown `type`: accepted, one Control per property for the outline', () => {
    const result = importValue({ type: 'object', properties: { a: { type: 'no-such-type' }, b: { type: 'string' } } })
    expect(result.ok && result.form.uischema).toEqual({ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/a' }, { type: 'Control', scope: '#/properties/b' }] })
  })
})
