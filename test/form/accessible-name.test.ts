import { describe, expect, it } from 'vitest'
import { propertyName } from '../../src/control/accessibleName'
import { control, mountForm, objectSchema } from '../helpers/mountForm'

describe('controls shown without a label', () => {
  it('are named by their property in words, for screen readers only', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ dueDate: { type: 'string' }, done: { type: 'boolean' } }),
      uischema: { type: 'VerticalLayout', elements: [control('dueDate', undefined, { label: false }), control('done', undefined, { label: false })] } as never,
      data: {},
    })
    const input = wrapper.find('[data-path="dueDate"] input')
    const label = wrapper.find(`label[for="${input.attributes('id')}"]`)
    expect(label.text()).toBe('Due date')
    expect(label.classes()).toContain('sr-only')
    const box = wrapper.find('[data-path="done"] button[role="checkbox"]')
    const boxLabel = wrapper.find(`label[for="${box.attributes('id')}"]`)
    expect(boxLabel.text()).toBe('Done')
    expect(boxLabel.classes()).toContain('sr-only')
  })

  it('keep a visible label when they have one', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ city: { type: 'string', title: 'City' } }), uischema: control('city'), data: {} })
    expect(wrapper.find('[data-path="city"] label').classes()).not.toContain('sr-only')
  })

  it('turn a property path into words, or nothing for the root', () => {
    expect(propertyName('address.street_name')).toBe('Street name')
    expect(propertyName('items.3')).toBe('Items')
    expect(propertyName('firstName')).toBe('First name')
    expect(propertyName('')).toBeUndefined()
  })

  it('fall back to "Value" on the root scope', async () => {
    const { wrapper } = await mountForm({ schema: { type: 'string' }, uischema: { type: 'Control', scope: '#' } as never, data: 'x' })
    const input = wrapper.find('input')
    expect(wrapper.find(`label[for="${input.attributes('id')}"]`).text()).toBe('Value')
  })
})
