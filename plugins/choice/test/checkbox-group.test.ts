import type { JsonSchema7 } from '@jsonforms/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { choicePlugin } from '..'
import type { Wrapper } from './helpers'

const mountForm = mountWith([choicePlugin])

const toppings: JsonSchema7 = { type: 'array', title: 'Toppings', items: { type: 'string', enum: ['cheese', 'ham', 'olives'] } }
const boxes = (wrapper: Wrapper, path = 'toppings') => wrapper.findAll(`[data-path="${path}"] button[role=checkbox]`)
const checked = (wrapper: Wrapper, path = 'toppings') => boxes(wrapper, path).map(box => box.attributes('aria-checked'))
/** The group root (reka's roving-focus group) carries the orientation. */
const orientationOf = (wrapper: Wrapper) => wrapper.find('[data-path="toppings"] fieldset').element.parentElement!.getAttribute('data-orientation')

async function click(wrapper: Wrapper, index: number, path = 'toppings') {
  await boxes(wrapper, path)[index]!.trigger('click')
  await settle()
}

describe('checkbox group (UCheckboxGroup)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('stores the checked choices as an array, and removes the value once none is checked', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ toppings }), uischema: control('toppings'), data: {} })
    expect(wrapper.findAll('[data-path="toppings"] [data-slot=item] label').map(l => l.text())).toEqual(['cheese', 'ham', 'olives'])
    await click(wrapper, 2)
    await click(wrapper, 0)
    expect(data.value).toEqual({ toppings: ['olives', 'cheese'] })
    expect(checked(wrapper)).toEqual(['true', 'false', 'true'])
    await click(wrapper, 2)
    await click(wrapper, 0)
    expect(data.value).toEqual({})
  })

  it('labels items.oneOf by title and stores the consts', async () => {
    const days: JsonSchema7 = { type: 'array', items: { type: 'integer', oneOf: [{ const: 1, title: 'Monday' }, { const: 2, title: 'Tuesday' }] } }
    const { wrapper, data } = await mountForm({ schema: objectSchema({ days }), uischema: control('days'), data: { days: [2] } })
    expect(wrapper.findAll('[data-path="days"] [data-slot=item] label').map(l => l.text())).toEqual(['Monday', 'Tuesday'])
    expect(checked(wrapper, 'days')).toEqual(['false', 'true'])
    await click(wrapper, 0, 'days')
    expect(data.value).toEqual({ days: [2, 1] })
  })

  it('names each checkbox by its own label, without a search of the page for it', async () => {
    const searched = vi.spyOn(document, 'querySelector')
    const { wrapper } = await mountForm({ schema: objectSchema({ toppings }), uischema: control('toppings'), data: {} })
    expect(boxes(wrapper).map(box => box.attributes('aria-label'))).toEqual(['cheese', 'ham', 'olives'])
    expect(searched.mock.calls.filter(([selector]) => selector.startsWith('[for='))).toEqual([])
  })

  it('names the group by the field label', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ toppings }), uischema: control('toppings'), data: {} })
    expect(wrapper.find('[data-path="toppings"] [role=group]').attributes('aria-label')).toBe('Toppings')
  })

  it('is vertical without options, horizontal with vertical: false', async () => {
    const plain = await mountForm({ schema: objectSchema({ toppings }), uischema: control('toppings'), data: {} })
    expect(orientationOf(plain.wrapper)).toBe('vertical')
    expect(plain.wrapper.find('[data-path="toppings"] fieldset').classes()).toContain('flex-col')
    const horizontal = await mountForm({ schema: objectSchema({ toppings }), uischema: control('toppings', { vertical: false }), data: {} })
    expect(orientationOf(horizontal.wrapper)).toBe('horizontal')
    expect(horizontal.wrapper.find('[data-path="toppings"] fieldset').classes()).toContain('flex-row')
  })

  it('spreads checkboxGroup onto UCheckboxGroup; its orientation wins over vertical', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ toppings }),
      uischema: control('toppings', { vertical: false, checkboxGroup: { orientation: 'vertical', variant: 'card', color: 'neutral' } }),
      data: {},
    })
    const group = wrapper.findComponent({ name: 'CheckboxGroup' })
    expect(group.props('variant')).toBe('card')
    expect(group.props('color')).toBe('neutral')
    expect(orientationOf(wrapper)).toBe('vertical')
  })

  it('honours uniqueItems: duplicates found in the data are shown with the error and kept, and never stored by the group', async () => {
    const unique = { ...toppings, uniqueItems: true }
    const { wrapper, data } = await mountForm({ schema: objectSchema({ toppings: unique }), uischema: control('toppings'), data: { toppings: ['ham', 'ham'] } })
    expect(checked(wrapper)).toEqual(['false', 'true', 'false'])
    expect(wrapper.find('[data-path="toppings"] [data-slot=error]').text()).toContain('duplicate')
    expect(data.value).toEqual({ toppings: ['ham', 'ham'] })
    await click(wrapper, 0)
    expect(data.value).toEqual({ toppings: ['ham', 'cheese'] })
    expect(wrapper.find('[data-path="toppings"] [data-slot=error]').exists()).toBe(false)
  })

  it('is disabled when read-only', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ toppings }), uischema: control('toppings', { readonly: true }), data: {} })
    expect(boxes(wrapper).every(box => box.attributes('disabled') !== undefined)).toBe(true)
  })
})
