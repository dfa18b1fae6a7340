import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { componentsAbove } from '../../../test/helpers/componentChain'
import { choicePlugin } from '..'
import type { Wrapper } from './helpers'

const mountForm = mountWith([choicePlugin])

const shipping: JsonSchema7 = { type: 'string', title: 'Shipping', oneOf: [{ const: 'std', title: 'Standard' }, { const: 'exp', title: 'Express' }] }
const radios = (wrapper: Wrapper) => wrapper.findAll('[data-path="shipping"] button[role=radio]')
const orientationOf = (wrapper: Wrapper) => wrapper.find('[data-path="shipping"] [role=radiogroup]').attributes('aria-orientation')

async function mountRadio(options: Record<string, unknown> = {}, data: unknown = {}) {
  return mountForm({ schema: objectSchema({ shipping }), uischema: control('shipping', { format: 'radio', ...options }), data })
}

describe('radio group (URadioGroup)', () => {
  it('labels each radio by title and stores the const of the clicked one', async () => {
    const { wrapper, data } = await mountRadio({}, { shipping: 'std' })
    expect(wrapper.findAll('[data-path="shipping"] [data-slot=item] label').map(l => l.text())).toEqual(['Standard', 'Express'])
    expect(radios(wrapper).map(r => r.attributes('aria-checked'))).toEqual(['true', 'false'])
    await radios(wrapper)[1]!.trigger('click')
    await settle()
    expect(data.value).toEqual({ shipping: 'exp' })
    expect(radios(wrapper).map(r => r.attributes('aria-checked'))).toEqual(['false', 'true'])
  })

  it('stores numbers and null from an enum', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ n: { enum: [1, 2, null] } }), uischema: control('n', { format: 'radio' }), data: {} })
    const buttons = wrapper.findAll('[data-path="n"] button[role=radio]')
    await buttons[1]!.trigger('click')
    await settle()
    expect(data.value).toEqual({ n: 2 })
    await buttons[2]!.trigger('click')
    await settle()
    expect(data.value).toEqual({ n: null })
  })

  it('names the group by the field label', async () => {
    const { wrapper } = await mountRadio()
    expect(wrapper.find('[data-path="shipping"] [role=radiogroup]').attributes('aria-label')).toBe('Shipping')
    expect(wrapper.find('[data-path="shipping"] legend').exists()).toBe(false)
  })

  it('is vertical by default', async () => {
    expect(orientationOf((await mountRadio()).wrapper)).toBe('vertical')
  })

  it('is horizontal with vertical: false', async () => {
    expect(orientationOf((await mountRadio({ vertical: false })).wrapper)).toBe('horizontal')
  })

  it('follows orientation over vertical', async () => {
    expect(orientationOf((await mountRadio({ vertical: true, orientation: 'horizontal' })).wrapper)).toBe('horizontal')
    expect(orientationOf((await mountRadio({ vertical: false, orientation: 'vertical' })).wrapper)).toBe('vertical')
  })

  it('follows radioGroup.orientation over orientation and vertical', async () => {
    expect(orientationOf((await mountRadio({ vertical: false, orientation: 'horizontal', radioGroup: { orientation: 'vertical' } })).wrapper)).toBe('vertical')
  })

  it('spreads radioGroup onto URadioGroup, its ui included', async () => {
    const { wrapper } = await mountRadio({ radioGroup: { variant: 'card', color: 'neutral', ui: { item: 'my-item' } } })
    const group = wrapper.findComponent({ name: 'RadioGroup' })
    expect(group.props('variant')).toBe('card')
    expect(group.props('color')).toBe('neutral')
    expect(wrapper.find('[data-path="shipping"] [data-slot=item]').classes()).toContain('my-item')
  })

  it('is disabled when read-only', async () => {
    const { wrapper } = await mountRadio({ readonly: true })
    expect(radios(wrapper).every(r => r.attributes('disabled') !== undefined)).toBe(true)
  })

  it.each([
    ['radio group', 'RadioGroup', 'RadioControl', { shipping }, 'shipping', { format: 'radio' }],
    ['checkbox group', 'CheckboxGroup', 'CheckboxGroupControl', { toppings: { type: 'array', items: { type: 'string', enum: ['cheese', 'ham'] } } }, 'toppings', {}],
  ] as const)('draws a %s in its form field, with the control and its shell around them and no frame component', async (_kind, widget, controlName, properties, path, options) => {
    const { wrapper } = await mountForm({ schema: objectSchema(properties as Record<string, JsonSchema7>), uischema: control(path, options), data: {} })
    // Nuxt UI's form field renders its slot inside its root `Primitive`; the control's template draws the row and notes itself.
    expect(componentsAbove(wrapper, widget, controlName)).toEqual(['Primitive', 'FormField', 'ControlShell', controlName])
  })
})
