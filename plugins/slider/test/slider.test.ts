import { describe, expect, it } from 'vitest'
import { type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, numberPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { sliderPlugin } from '..'
import { examples } from '../examples'
import { isSliderOption, resolveSliderStep, sliderBounds, toSliderValue, toStoredSliderValue } from '../slider'

type Form = MountedForm

// Forms left mounted keep reacting after the DOM is cleared: each one is unmounted after its test,
// or earlier by `unmount(form)`.
const mountForm = mountWith([layoutsPlugin, sliderPlugin, textPlugin, numberPlugin])
const unmount = (form: Form) => form.unmount()

const schema = objectSchema({
  volume: { type: 'integer', title: 'Volume', minimum: 0, maximum: 10 },
  ratio: { type: 'number', title: 'Ratio', minimum: 0, maximum: 1, multipleOf: 0.25 },
  unbounded: { type: 'integer', title: 'Unbounded', minimum: 0 },
  name: { type: 'string', title: 'Name' },
})
const thumb = (form: Form, path = 'volume') => form.wrapper.find(`[data-path="${path}"] [role="slider"]`)
const press = async (form: Form, key: string, path?: string) => {
  await thumb(form, path).trigger('keydown', { key })
  await settle()
}

describe('slider helpers', () => {
  it('need both bounds, take the step option over multipleOf, and store numbers only', () => {
    expect(sliderBounds({ minimum: 1, maximum: 9 })).toEqual({ min: 1, max: 9 })
    expect(sliderBounds({ minimum: 1 })).toBeUndefined()
    expect(sliderBounds({ minimum: 9, maximum: 1 })).toBeUndefined()
    expect(resolveSliderStep(undefined, undefined)).toBe(1)
    expect(resolveSliderStep(undefined, 0.5)).toBe(0.5)
    expect(resolveSliderStep(2, 0.5)).toBe(2)
    expect(resolveSliderStep(-2, 0)).toBe(1)
    expect(isSliderOption(true)).toBe(true)
    expect(isSliderOption({ color: 'error' })).toBe(true)
    expect(isSliderOption(false)).toBe(false)
    expect(isSliderOption('yes')).toBe(false)
    expect(toSliderValue('5')).toBeUndefined()
    expect(toStoredSliderValue([2.6], true)).toBe(3)
    expect(toStoredSliderValue(2.6, false)).toBe(2.6)
  })
})

describe('slider field (USlider)', () => {
  it('renders a slider for slider: true and for a slider object, a number input otherwise', async () => {
    for (const slider of [true, { color: 'neutral' }]) {
      const form = await mountForm({ schema, uischema: control('volume', { slider }), data: {} })
      expect(thumb(form).exists()).toBe(true)
      expect(form.wrapper.findComponent({ name: 'InputNumber' }).exists()).toBe(false)
      unmount(form)
    }
    const plain = await mountForm({ schema, uischema: control('volume', { slider: false }), data: {} })
    expect(thumb(plain).exists()).toBe(false)
    expect(plain.wrapper.findComponent({ name: 'InputNumber' }).exists()).toBe(true)
  })

  it('falls back to the number input when the schema lacks minimum or maximum', async () => {
    const form = await mountForm({ schema, uischema: control('unbounded', { slider: true }), data: { unbounded: 4 } })
    expect(thumb(form, 'unbounded').exists()).toBe(false)
    expect(form.wrapper.findComponent({ name: 'InputNumber' }).exists()).toBe(true)
  })

  it('takes min and max from the schema, is labelled by the field, and stores numbers from the keyboard', async () => {
    const form = await mountForm({ schema, uischema: control('volume', { slider: true }), data: { volume: 9 } })
    expect(thumb(form).attributes('aria-valuemin')).toBe('0')
    expect(thumb(form).attributes('aria-valuemax')).toBe('10')
    expect(thumb(form).attributes('aria-valuenow')).toBe('9')
    expect(thumb(form).attributes('aria-label')).toBe('Volume')
    await press(form, 'ArrowRight')
    expect(form.data.value).toEqual({ volume: 10 })
    await press(form, 'ArrowRight')
    expect(form.data.value).toEqual({ volume: 10 })
    await press(form, 'Home')
    expect(form.data.value).toEqual({ volume: 0 })
  })

  it('steps by the schema multipleOf, or by the step option when given', async () => {
    const byMultiple = await mountForm({ schema, uischema: control('ratio', { slider: true }), data: { ratio: 0.5 } })
    await press(byMultiple, 'ArrowRight', 'ratio')
    expect(byMultiple.data.value).toEqual({ ratio: 0.75 })
    unmount(byMultiple)
    const byStep = await mountForm({ schema, uischema: control('ratio', { slider: true, step: 0.5 }), data: { ratio: 0 } })
    expect(byStep.wrapper.findComponent({ name: 'Slider' }).props('step')).toBe(0.5)
    await press(byStep, 'ArrowRight', 'ratio')
    expect(byStep.data.value).toEqual({ ratio: 0.5 })
    unmount(byStep)
    const byDefault = await mountForm({ schema, uischema: control('volume', { slider: true }), data: { volume: 3 } })
    expect(byDefault.wrapper.findComponent({ name: 'Slider' }).props('step')).toBe(1)
  })

  it('shows the value in a badge, "Not set" while empty, and hides the badge with hideValue (tooltip kept)', async () => {
    const form = await mountForm({ schema, uischema: control('volume', { slider: true }), data: {} })
    expect(form.wrapper.find('[data-testid="slider-value"]').text()).toBe('Not set')
    expect(form.data.value).toEqual({})
    await press(form, 'ArrowRight')
    expect(form.wrapper.find('[data-testid="slider-value"]').text()).toBe('1')
    expect(form.data.value).toEqual({ volume: 1 })
    unmount(form)
    const hidden = await mountForm({ schema, uischema: control('volume', { slider: true, hideValue: true }), data: { volume: 4 } })
    expect(hidden.wrapper.find('[data-testid="slider-value"]').exists()).toBe(false)
    expect(hidden.wrapper.findComponent({ name: 'Slider' }).props('tooltip')).toBe(true)
    expect(hidden.wrapper.findComponent({ name: 'Tooltip' }).exists()).toBe(true)
  })

  it('spreads the slider object onto USlider, over the bounds from the schema', async () => {
    const form = await mountForm({ schema, uischema: control('volume', { slider: { color: 'error', size: 'xl', max: 5, tooltip: false } }), data: { volume: 2 } })
    const slider = form.wrapper.findComponent({ name: 'Slider' })
    expect(slider.props('color')).toBe('error')
    expect(slider.props('size')).toBe('xl')
    expect(thumb(form).attributes('aria-valuemax')).toBe('5')
    expect(form.wrapper.findComponent({ name: 'Tooltip' }).exists()).toBe(false)
  })

  it('keeps an out-of-range value with the schema error, and other fields keep working', async () => {
    const form = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [control('volume', { slider: true }), control('name')] } as never, data: { volume: 50 } })
    expect(form.wrapper.find('[data-testid="slider-value"]').text()).toBe('50')
    expect(form.wrapper.find('[data-path="volume"]').text()).toMatch(/Must be at most 10/)
    await form.wrapper.find('[data-path="name"] input').setValue('Ada')
    await settle()
    expect(form.data.value).toEqual({ volume: 50, name: 'Ada' })
  })

  it('is disabled when read-only and offers a clear button with clearable', async () => {
    const ro = await mountForm({ schema, uischema: control('volume', { slider: true, readonly: true }), data: { volume: 3 } })
    expect(thumb(ro).attributes('data-disabled')).toBeDefined()
    unmount(ro)
    const form = await mountForm({ schema, uischema: control('volume', { slider: true, clearable: true }), data: { volume: 3 } })
    await form.wrapper.find('[data-testid="clear-button"]').trigger('click')
    await settle()
    expect(form.data.value).toEqual({})
    expect(form.wrapper.find('[data-testid="slider-value"]').text()).toBe('Not set')
  })
  it('draws its slider in the field\'s form field, a pass-through class added to its own', async () => {
    const form = await mountForm({ schema, uischema: control('volume', { slider: { class: 'extra-slider' } }), data: { volume: 3 } })
    expect(thumb(form).exists()).toBe(true)
    expect(form.wrapper.findComponent({ name: 'FormField' }).findComponent({ name: 'Slider' }).classes()).toEqual(expect.arrayContaining(['w-full', 'extra-slider']))
  })
  it('renders every field of its gallery example as a slider', async () => {
    for (const example of examples) {
      const form = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data })
      expect(form.wrapper.findAll('[role="slider"]'), example.id).toHaveLength(Object.keys(example.schema.properties!).length)
      expect(form.data.value).toEqual(example.data)
      unmount(form)
    }
  })
})
