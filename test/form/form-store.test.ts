import type { ErrorObject } from 'ajv'
import { describe, expect, it } from 'vitest'
import { errorKeys } from '../../src/store/errorPaths'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const error = (instancePath: string, keyword = 'type', params: Record<string, unknown> = {}) =>
  ({ instancePath, keyword, params, schemaPath: '', message: 'bad' }) as ErrorObject

describe('errorKeys', () => {
  it('lists each error path with its ancestors, and the missing property of a required error', () => {
    const keys = errorKeys([error('/address/street'), error('', 'required', { missingProperty: 'name' })])
    expect([...keys.keys()].sort()).toEqual(['', 'address', 'address.street', 'name'])
    expect(errorKeys(undefined).size).toBe(0)
  })

  it('gives a path the same key for the same errors in a new list, and a new key when they differ', () => {
    const before = errorKeys([error('/street'), error('/zip')])
    const after = errorKeys([error('/street'), error('/zip', 'minLength')])
    expect(after.get('street')).toBe(before.get('street'))
    expect(after.get('zip')).not.toBe(before.get('zip'))
    expect(after.get('')).not.toBe(before.get(''))
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
    expect(wrapper.find('[data-path="zip"] [data-slot="error"]').text()).toContain('Required')
    await wrapper.find('input[name="country"]').setValue('FR')
    await settle()
    expect(wrapper.find('[data-path="zip"] [data-slot="error"]').exists()).toBe(false)
  })
})
