import { describe, expect, it, vi } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin } from '..'

const mountForm = mountWith([booleanPlugin])

const schema = objectSchema({ agree: { type: 'boolean', title: 'I agree', description: 'Read the terms first' } }, ['agree'])

describe('boolean field', () => {
  it('renders a UCheckbox labelled by the control label and stores true/false', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('agree'), data: {} })
    const box = wrapper.find('button[role="checkbox"]')
    expect(box.exists()).toBe(true)
    expect(wrapper.find('[data-path="agree"] label').text()).toBe('I agree')
    await box.trigger('click')
    await settle()
    expect(data.value).toEqual({ agree: true })
    await box.trigger('click')
    await settle()
    expect(data.value).toEqual({ agree: false })
  })

  it('renders a USwitch with toggle: true', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('agree', { toggle: true }), data: { agree: true } })
    expect(wrapper.find('button[role="checkbox"]').exists()).toBe(false)
    const toggle = wrapper.find('button[role="switch"]')
    expect(toggle.attributes('aria-checked')).toBe('true')
    await toggle.trigger('click')
    await settle()
    expect(data.value).toEqual({ agree: false })
  })

  it.each([false, true])('names the widget with its label, without looking the label up in the page (toggle: %s)', async (toggle) => {
    // reka-ui names an unnamed checkbox or switch from the `innerText` of `label[for]` once mounted:
    // a forced layout of the whole page per field.
    const lookUp = vi.spyOn(document, 'querySelector')
    const { wrapper } = await mountForm({ schema, uischema: control('agree', { toggle }), data: {} })
    const labelLookUps = lookUp.mock.calls.filter(([selector]) => selector.startsWith('[for='))
    lookUp.mockRestore()
    expect(wrapper.find(toggle ? 'button[role="switch"]' : 'button[role="checkbox"]').attributes('aria-label')).toBe('I agree')
    expect(labelLookUps).toEqual([])
  })

  it('spreads checkbox onto UCheckbox, and ignores it when toggle is set', async () => {
    const box = await mountForm({ schema, uischema: control('agree', { checkbox: { color: 'error', indicator: 'end' } }), data: {} })
    expect(box.wrapper.findComponent({ name: 'Checkbox' }).props('indicator')).toBe('end')
    box.wrapper.unmount()
    const toggled = await mountForm({ schema, uischema: control('agree', { toggle: true, checkbox: { label: 'ignored' }, switch: { size: 'xl', label: 'Switch label' } }), data: {} })
    const switchComponent = toggled.wrapper.findComponent({ name: 'Switch' })
    expect(switchComponent.props('size')).toBe('xl')
    expect(toggled.wrapper.text()).toContain('Switch label')
    expect(toggled.wrapper.text()).not.toContain('ignored')
  })

  it('is disabled when read-only, and shows the required asterisk on its own label', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('agree', { readonly: true }), data: {} })
    expect(wrapper.find('button[role="checkbox"]').attributes('disabled')).toBeDefined()
    expect(wrapper.find('[data-path="agree"] label').classes().join(' ')).toContain("after:content-['*']")
  })

  it('shows the description on its own label when asked', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('agree', { showUnfocusedDescription: true }), data: {} })
    expect(wrapper.find('[data-path="agree"]').text()).toContain('Read the terms first')
  })
})
