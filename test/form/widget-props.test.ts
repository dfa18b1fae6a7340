import { describe, expect, it, vi } from 'vitest'
import { control, mountForm, objectSchema } from '../helpers/mountForm'

describe('field.widgetProps: what every widget takes from its field', () => {
  it('names the widget by the data path and locks it while read-only, the way the widget asks', async () => {
    const schema = objectSchema({ city: { type: 'string', title: 'City' }, stars: { type: 'number', minimum: 0, maximum: 5 } })
    const uischema = { type: 'VerticalLayout', elements: [control('city'), control('stars', { slider: true })] }
    const { wrapper } = await mountForm({ schema, uischema, data: {}, readonly: true })
    const text = wrapper.find('[data-path="city"] input')
    expect(text.attributes('name')).toBe('city')
    // Read-only text stays selectable; a slider is disabled.
    expect(text.attributes('readonly')).toBeDefined()
    expect(text.attributes('disabled')).toBeUndefined()
    expect(wrapper.find('[data-path="stars"] [data-disabled]').exists()).toBe(true)
  })

  it('unlocks the widget when the form is no longer read-only', async () => {
    const schema = objectSchema({ city: { type: 'string', title: 'City' }, stars: { type: 'number', minimum: 0, maximum: 5 } })
    const uischema = { type: 'VerticalLayout', elements: [control('city'), control('stars', { slider: true })] }
    const form = await mountForm({ schema, uischema, data: {}, readonly: true })
    expect(form.field('city').find('input').attributes('readonly')).toBeDefined()
    form.props.value = { ...form.props.value, readonly: false }
    await vi.waitFor(() => expect(form.field('city').find('input').attributes('readonly')).toBeUndefined())
    expect(form.field('stars').find('[data-disabled]').exists()).toBe(false)
  })

  it('gives a widget the form field cannot label its aria-label', async () => {
    const schema = objectSchema({ stars: { type: 'number', title: 'Stars', minimum: 0, maximum: 5 } })
    const { wrapper } = await mountForm({ schema, uischema: control('stars', { format: 'rating' }), data: {} })
    expect(wrapper.find('[data-path="stars"] [aria-label="Stars"]').exists()).toBe(true)
  })

  it('lets the pass-through option win over the common props', async () => {
    const schema = objectSchema({ city: { type: 'string', title: 'City' } })
    const { wrapper } = await mountForm({ schema, uischema: control('city', { input: { name: 'town' } }), data: {} })
    expect(wrapper.find('[data-path="city"] input').attributes('name')).toBe('town')
  })
})
