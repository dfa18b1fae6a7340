import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../../../test/helpers/mountForm'

describe('text input', () => {
  it('renders a UInput with the label and stores typed text', async () => {
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ name: { type: 'string', title: 'Full name' } }),
      uischema: control('name'),
      data: {},
    })
    expect(wrapper.find('label').text()).toContain('Full name')
    await wrapper.find('input[name="name"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ name: 'Ada' })
  })
})
