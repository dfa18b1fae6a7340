import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../../../test/helpers/mountForm'

describe('__family__ field', () => {
  it('renders a UInput with its prefix and stores what is typed', async () => {
    const schema = objectSchema({ value: { type: 'string', format: '__family__', title: 'Value' } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('value', { prefix: '#' }), data: {} })
    expect(wrapper.find('[data-path="value"]').text()).toContain('#')
    await wrapper.find('[data-path="value"] input').setValue('typed')
    await settle()
    expect(data.value).toEqual({ value: 'typed' })
  })
})
