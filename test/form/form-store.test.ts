import type { ErrorObject } from 'ajv'
import { describe, expect, it } from 'vitest'
import { errorPaths } from '../../src/store/errorPaths'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const error = (instancePath: string, keyword = 'type', params: Record<string, unknown> = {}) =>
  ({ instancePath, keyword, params, schemaPath: '', message: 'bad' }) as ErrorObject

describe('errorPaths', () => {
  it('lists each error path with its ancestors, and the missing property of a required error', () => {
    const paths = errorPaths([error('/address/street'), error('', 'required', { missingProperty: 'name' })])
    expect([...paths].sort()).toEqual(['', 'address', 'address.street', 'name'])
    expect(errorPaths(undefined).size).toBe(0)
  })
})

describe('a control whose errors change because another field changed', () => {
  it('shows the new error though its own data did not change', async () => {
    const schema = {
      ...objectSchema({ country: { type: 'string' }, zip: { type: 'string' } }),
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { required: ['zip'] },
    }
    const { wrapper } = await mountForm({
      schema: schema as never,
      uischema: { type: 'VerticalLayout', elements: [control('country'), control('zip')] } as never,
      data: {},
    })
    expect(wrapper.find('[data-path="zip"] [data-slot="error"]').exists()).toBe(false)
    await wrapper.find('input[name="country"]').setValue('US')
    await settle()
    expect(wrapper.find('[data-path="zip"] [data-slot="error"]').text()).toContain('required')
    await wrapper.find('input[name="country"]').setValue('FR')
    await settle()
    expect(wrapper.find('[data-path="zip"] [data-slot="error"]').exists()).toBe(false)
  })
})
