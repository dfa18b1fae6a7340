import { afterEach, describe, expect, it } from 'vitest'
import { control, objectSchema } from 'nuxt-ui-jsonforms/testing'
import { mountCombinator, openSelect, shownVariant, switchTo, unmountAll } from './helpers'

afterEach(unmountAll)

const schema = objectSchema({ size: { type: ['string', 'number', 'null'], title: 'Size', minimum: 0 } })

describe('a type list of several types', () => {
  it('offers one variant per type, named by the type, and starts on the one the value has', async () => {
    const { wrapper } = await mountCombinator({ schema, uischema: control('size'), data: { size: 12 } })
    expect(shownVariant(wrapper, 'size')).toBe('Number')
    expect(await openSelect(wrapper, 'size')).toEqual(['Text', 'Number', 'No value'])
    expect(wrapper.find('[data-path="size"] label').text()).toBe('Size')
  })

  it('edits the value with the chosen type\'s control, keeps each type\'s value when switching, and stores null for "No value"', async () => {
    const { wrapper, data } = await mountCombinator({ schema, uischema: control('size'), data: { size: 'large' } })
    expect(shownVariant(wrapper, 'size')).toBe('Text')
    const text = wrapper.find('[data-testid="combinator-variant"] input')
    expect((text.element as HTMLInputElement).value).toBe('large')
    await switchTo(wrapper, 'size', 'Number')
    expect(data.value).toEqual({})
    await wrapper.find('[data-testid="combinator-variant"] input').setValue('7')
    await wrapper.find('[data-testid="combinator-variant"] input').trigger('blur')
    await expect.poll(() => data.value).toEqual({ size: 7 })
    await switchTo(wrapper, 'size', 'No value')
    expect(data.value).toEqual({ size: null })
    await switchTo(wrapper, 'size', 'Text')
    expect(data.value).toEqual({ size: 'large' })
    await switchTo(wrapper, 'size', 'Number')
    expect(data.value).toEqual({ size: 7 })
  })

  it('a list of one type and null is that type\'s own control, not a selector', async () => {
    const { wrapper } = await mountCombinator({ schema: objectSchema({ name: { type: ['string', 'null'] } }), uischema: control('name'), data: {} })
    expect(wrapper.find('[data-path="name"] button[role=combobox]').exists()).toBe(false)
    expect(wrapper.find('input[name="name"]').exists()).toBe(true)
  })
})
