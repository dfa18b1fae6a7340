import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { choicePlugin } from '..'
import { openSelect, pick, shownValue } from './helpers'

const mountForm = mountWith([choicePlugin])

const colour: JsonSchema7 = { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] }

describe('select (USelect)', () => {
  it('renders format: "select" as a USelect without a search box and stores the picked value', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { format: 'select' }), data: {} })
    expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(false)
    const options = await openSelect(wrapper, 'colour')
    expect(options.map(o => o.textContent?.trim())).toEqual(['red', 'green', 'blue'])
    expect(document.body.querySelector('[role=listbox] input, [data-slot=content] input')).toBeNull()
    await pick('blue', 'pointerup')
    expect(data.value).toEqual({ colour: 'blue' })
    expect(shownValue(wrapper, 'colour')).toBe('blue')
  })

  it('labels a oneOf by title and stores the const', async () => {
    const schema = objectSchema({ plan: { type: 'string', oneOf: [{ const: 'f', title: 'Free' }, { const: 'p', title: 'Pro' }] } })
    const { wrapper, data } = await mountForm({ schema, uischema: control('plan', { format: 'select' }), data: { plan: 'f' } })
    expect(shownValue(wrapper, 'plan')).toBe('Free')
    await openSelect(wrapper, 'plan')
    await pick('Pro', 'pointerup')
    expect(data.value).toEqual({ plan: 'p' })
  })

  it('shows the placeholder and spreads select onto USelect', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ colour }),
      uischema: control('colour', { format: 'select', placeholder: 'Choose', select: { variant: 'soft', size: 'lg' } }),
      data: {},
    })
    expect(shownValue(wrapper, 'colour')).toBe('Choose')
    const select = wrapper.findComponent({ name: 'Select' })
    expect(select.props('variant')).toBe('soft')
    expect(select.props('size')).toBe('lg')
  })

  it('is clearable when not required', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { format: 'select', clearable: true }), data: { colour: 'red' } })
    await wrapper.find('[data-path="colour"] [data-testid="clear-button"]').trigger('click')
    await settle()
    expect(data.value).toEqual({})
    const required = await mountForm({ schema: objectSchema({ colour }, ['colour']), uischema: control('colour', { format: 'select', clearable: true }), data: { colour: 'red' } })
    expect(required.wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
  })

  it('is disabled when read-only', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { format: 'select', readonly: true }), data: {} })
    expect(wrapper.find('[data-path="colour"] button[role=combobox]').attributes('disabled')).toBeDefined()
  })
})
