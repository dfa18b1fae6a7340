import type { ErrorObject } from 'ajv'
import { describe, expect, it } from 'vitest'
import { reactive } from 'vue'
import { libraryFormats } from '../../presets/ajv'
import { serverFormats, validateData } from '../../presets/server'
import { mountSubmitForm } from '../helpers/mountSubmitForm'

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2 },
    email: { type: 'string', format: 'email' },
    address: { type: 'object', properties: { city: { type: 'string', minLength: 3 } } },
    tags: { type: 'array', items: { type: 'string', maxLength: 4 } },
  },
  required: ['name', 'email'],
}

const errorAt = (root: Element, path: string) =>
  [...root.querySelectorAll(`[data-path="${path}"] [id$="-error"]`)].map(node => node.textContent?.trim()).filter(Boolean)

describe('errors of validateData, passed back through additionalErrors', () => {
  it('are checked with the formats the form\'s own validator adds', () => {
    expect(serverFormats).toEqual(libraryFormats)
  })

  it('show at their fields, nested and in array items, in the form\'s words, after a trip through JSON', async () => {
    const data = { name: 'A', address: { city: 'Ly' }, tags: ['ok', 'too long'] }
    // What a server route answers and the page reads back.
    const { valid, errors } = JSON.parse(JSON.stringify(validateData(schema, data))) as ReturnType<typeof validateData>
    expect(valid).toBe(false)
    const { wrapper } = await mountSubmitForm(data, { schema, additionalErrors: errors, validationMode: 'NoValidation' })
    await expect.poll(() => errorAt(wrapper.element, 'name')).toEqual(['At least 2 characters'])
    expect(errorAt(wrapper.element, 'email')).toEqual(['Required'])
    expect(errorAt(wrapper.element, 'address.city')).toEqual(['At least 3 characters'])
    await expect.poll(() => errorAt(wrapper.element, 'tags.1')).toEqual(['At most 4 characters'])
    expect(errorAt(wrapper.element, 'tags.0')).toEqual([])
  })

  it('are listed by the error summary once a submit has sent the data, and leave it when cleared', async () => {
    const contact = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } }
    const answer = validateData({ ...contact, properties: { name: { type: 'string', minLength: 5 } } }, { name: 'Ada' })
    const sent: unknown[] = []
    // The page's props, as a template binds them: the submit handler sets the server's answer.
    const attrs = reactive({
      schema: contact,
      validationMode: 'NoValidation',
      additionalErrors: [] as ErrorObject[],
      onSubmit: ({ data }: { data: unknown }) => {
        sent.push(data)
        attrs.additionalErrors = answer.errors
      },
    })
    const { wrapper } = await mountSubmitForm({ name: 'Ada' }, attrs)
    const summary = () => wrapper.find('[data-testid="error-summary"]')
    expect(summary().exists()).toBe(false)
    await wrapper.get('button[type="submit"]').trigger('click')
    await expect.poll(() => summary().exists() && summary().text()).toContain('Name: At least 5 characters')
    expect(sent).toEqual([{ name: 'Ada' }])
    attrs.additionalErrors = []
    await expect.poll(() => summary().exists()).toBe(false)
  })

  it('are no errors for data the form accepts', async () => {
    const data = { name: 'Ada', email: 'ada@example.org', address: { city: 'Lyon' }, tags: ['ok'] }
    expect(validateData(schema, data)).toEqual({ valid: true, errors: [] })
  })

  it('validate against the other documents a schema refers to, as the form bundles them', () => {
    const address = { $id: 'https://example.com/address.json', type: 'object', properties: { zip: { type: 'string', pattern: '^[0-9]{5}$' } } }
    const order = { $id: 'https://example.com/order.json', type: 'object', properties: { shipping: { $ref: 'address.json' } } }
    const { valid, errors } = validateData(order, { shipping: { zip: '750' } }, [address])
    expect(valid).toBe(false)
    expect(errors.map(({ instancePath, keyword }) => `${instancePath} ${keyword}`)).toEqual(['/shipping/zip pattern'])
    expect(validateData(order, { shipping: { zip: '75001' } }, [address])).toEqual({ valid: true, errors: [] })
  })
})
