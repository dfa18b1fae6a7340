import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin } from 'nuxt-ui-jsonforms'
import { numberPlugin } from '..'
import { isIntegerSchema, resolveStep, toDisplayNumber, toStoredNumber } from '../number'

const mountForm = mountWith([numberPlugin])

const schema = objectSchema({
  count: { type: 'integer', minimum: 1, maximum: 5 },
  price: { type: 'number' },
})
const numberField = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper'], path: string) =>
  wrapper.find(`[data-path="${path}"] input`)

describe('number conversions', () => {
  it('never stores a string, and reads numeric strings for display', () => {
    expect(toStoredNumber(null, false)).toBeUndefined()
    expect(toStoredNumber(Number.NaN, false)).toBeUndefined()
    expect(toStoredNumber(2.6, true)).toBe(3)
    expect(toDisplayNumber('12')).toBe(12)
    expect(toDisplayNumber('abc')).toBeNull()
    expect(isIntegerSchema({ type: 'integer' })).toBe(true)
    expect(resolveStep(undefined, true)).toBe(1)
    expect(resolveStep(undefined, false)).toBe(0.1)
    expect(resolveStep(5, false)).toBe(5)
  })
})

describe('number field (UInputNumber)', () => {
  it('stores typed numbers as numbers', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('price'), data: {} })
    const input = numberField(wrapper, 'price')
    await input.setValue('12.5')
    await input.trigger('blur')
    await settle()
    expect(data.value).toEqual({ price: 12.5 })
    expect(typeof (data.value as { price: unknown }).price).toBe('number')
  })

  it('stores undefined when emptied', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('price'), data: { price: 3 } })
    const input = numberField(wrapper, 'price')
    await input.setValue('')
    await input.trigger('blur')
    await settle()
    expect(data.value).toEqual({})
  })

  it('takes min and max from the schema and clamps the increment button', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('count'), data: { count: 5 } })
    expect(numberField(wrapper, 'count').attributes('aria-valuemin')).toBe('1')
    expect(numberField(wrapper, 'count').attributes('aria-valuemax')).toBe('5')
    expect(wrapper.find('[aria-label="Increment"]').attributes('disabled')).toBeDefined()
    expect(data.value).toEqual({ count: 5 })
  })

  it('steps by 1 for integers and 0.1 for numbers by default, or by the step option', async () => {
    const stepOf = async (path: string, options?: Record<string, unknown>) => {
      const { wrapper } = await mountForm({ schema, uischema: control(path, options), data: {} })
      const step = wrapper.findComponent({ name: 'InputNumber' }).props('step')
      wrapper.unmount()
      return step
    }
    expect(await stepOf('count')).toBe(1)
    expect(await stepOf('price')).toBe(0.1)
    expect(await stepOf('price', { step: 5 })).toBe(5)
  })

  it('increments by the step with the + button', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('price', { step: 5 }), data: { price: 10 } })
    const increment = wrapper.find('[aria-label="Increment"]')
    await increment.trigger('pointerdown', { button: 0, pointerType: 'mouse' })
    await increment.trigger('pointerup')
    await settle()
    expect(data.value).toEqual({ price: 15 })
  })

  it('passes the placeholder and spreads inputNumber onto UInputNumber', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: control('price', { placeholder: 'Amount', inputNumber: { orientation: 'vertical', color: 'error' } }),
      data: {},
    })
    const component = wrapper.findComponent({ name: 'InputNumber' })
    expect(component.props('orientation')).toBe('vertical')
    expect(component.props('color')).toBe('error')
    expect(numberField(wrapper, 'price').attributes('placeholder')).toBe('Amount')
  })
})

describe('the number field\'s row', () => {
  const rowStyles = { control: { row: 'test-row' } }
  const mountInLayout = mountWith([layoutsPlugin, numberPlugin])

  it('draws the widget alone in the form field unless the field is clearable', async () => {
    const { wrapper } = await mountInLayout({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('count'), control('price', { clearable: true })] } as never,
      styles: rowStyles,
      data: { count: 2, price: 1.5 },
    })
    expect(wrapper.find('[data-path="count"] .test-row').exists()).toBe(false)
    expect(wrapper.find('[data-path="price"] .test-row').exists()).toBe(true)
  })

  it('keeps a clearable field\'s input while its clear button comes and goes', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('price', { clearable: true }), styles: rowStyles, data: { price: 1.5 } })
    const input = numberField(wrapper, 'price').element
    await wrapper.find('[data-path="price"] [data-testid="clear-button"]').trigger('click')
    await settle()
    expect(data.value).toEqual({})
    expect(wrapper.find('[data-path="price"] [data-testid="clear-button"]').exists()).toBe(false)
    expect(numberField(wrapper, 'price').element).toBe(input)
  })
})
