import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { choicePlugin } from '..'
import { openMenu, openOptions, pick, search, shownValue } from './helpers'

const mountForm = mountWith([choicePlugin])

const colour: JsonSchema7 = { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] }
const size: JsonSchema7 = { type: 'integer', title: 'Size', oneOf: [{ const: 1, title: 'Small' }, { const: 2, title: 'Medium' }, { const: 3, title: 'Large' }] }

describe('select menu (USelectMenu)', () => {
  it('renders an enum as a select menu, not a text input, and stores the picked value', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour'), data: {} })
    expect(wrapper.find('[data-path="colour"] input[type=text]').exists()).toBe(false)
    const options = await openMenu(wrapper, 'colour')
    expect(wrapper.findComponent({ name: 'SelectMenu' }).exists()).toBe(true)
    expect(options.map(o => o.textContent?.trim())).toEqual(['red', 'green', 'blue'])
    await pick('green')
    expect(data.value).toEqual({ colour: 'green' })
    expect(shownValue(wrapper, 'colour')).toBe('green')
  })

  it('labels a oneOf by title and stores the const', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ size }), uischema: control('size'), data: { size: 1 } })
    expect(shownValue(wrapper, 'size')).toBe('Small')
    expect((await openMenu(wrapper, 'size')).map(o => o.textContent?.trim())).toEqual(['Small', 'Medium', 'Large'])
    await pick('Large')
    expect(data.value).toEqual({ size: 3 })
  })

  it('labels a const without title by its value, and can store null', async () => {
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ level: { oneOf: [{ const: 'high' }, { const: null, title: 'No level' }, { const: 7 }] } }),
      uischema: control('level'),
      data: { level: 'high' },
    })
    expect((await openMenu(wrapper, 'level')).map(o => o.textContent?.trim())).toEqual(['high', 'No level', '7'])
    await pick('No level')
    expect(data.value).toEqual({ level: null })
    expect(shownValue(wrapper, 'level')).toBe('No level')
  })

  it('is searchable: typing filters the options', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour'), data: {} })
    await openMenu(wrapper, 'colour')
    await search('re')
    expect(openOptions().map(o => o.textContent?.trim())).toEqual(['red', 'green'])
  })

  it('shows the placeholder while nothing is selected', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { placeholder: 'Pick a colour' }), data: {} })
    expect(wrapper.find('[data-path="colour"] [data-slot=placeholder]').text()).toBe('Pick a colour')
  })

  it('spreads selectMenu onto USelectMenu', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { selectMenu: { size: 'xl', searchInput: false } }), data: {} })
    expect(await openMenu(wrapper, 'colour')).toHaveLength(3)
    expect(wrapper.findComponent({ name: 'SelectMenu' }).props('size')).toBe('xl')
    expect(document.body.querySelector('[data-slot=content] input')).toBeNull()
  })

  it('is disabled when read-only', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { readonly: true }), data: {} })
    expect(wrapper.find('[data-path="colour"] button[aria-haspopup]').attributes('disabled')).toBeDefined()
  })
})

describe('select menu suggestions (free-form)', () => {
  it('offers the suggestions after the enum choices, each once', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { suggestion: ['teal', 'red'] }), data: {} })
    expect((await openMenu(wrapper, 'colour')).map(o => o.textContent?.trim())).toEqual(['red', 'green', 'blue', 'teal'])
    await pick('teal')
    expect(data.value).toEqual({ colour: 'teal' })
  })

  it('turns a plain string into a menu of suggestions that also stores typed text', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ city: { type: 'string' } }), uischema: control('city', { suggestion: ['Paris', 'Lyon'] }), data: {} })
    await openMenu(wrapper, 'city')
    await search('Par')
    expect(openOptions().map(o => o.textContent?.trim())).toEqual(['Paris', 'Create "Par"'])
    await pick('Create "Par"')
    expect(data.value).toEqual({ city: 'Par' })
    expect(shownValue(wrapper, 'city')).toBe('Par')
    expect(openOptions()).toEqual([])
  })

  it('stores typed text without surrounding spaces', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ city: { type: 'string' } }), uischema: control('city', { suggestion: [] }), data: {} })
    await openMenu(wrapper, 'city')
    await search('  Brest ')
    await pick('Create "  Brest "')
    expect(data.value).toEqual({ city: 'Brest' })
  })

  it('offers no create item when the typed text is already a label', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ city: { type: 'string' } }), uischema: control('city', { suggestion: ['Paris', 'Lyon'] }), data: {} })
    await openMenu(wrapper, 'city')
    await search('Lyon')
    expect(openOptions().map(o => o.textContent?.trim())).toEqual(['Lyon'])
  })

  it('shows a typed value stored earlier as selected, not as an unknown value', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ city: { type: 'string' } }), uischema: control('city', { suggestion: ['Paris'] }), data: { city: 'Brest' } })
    expect(shownValue(wrapper, 'city')).toBe('Brest')
    expect(wrapper.find('[data-testid="choice-not-a-choice"]').exists()).toBe(false)
    expect((await openMenu(wrapper, 'city')).map(o => o.textContent?.trim())).toEqual(['Paris', 'Brest'])
  })
})

describe('clearable select menu', () => {
  it('offers a clear button that removes the value', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { clearable: true }), data: { colour: 'red' } })
    await wrapper.find('[data-path="colour"] [data-testid="clear-button"]').trigger('click')
    await settle()
    expect(data.value).toEqual({})
    expect(wrapper.find('[data-path="colour"] [data-testid="clear-button"]').exists()).toBe(false)
  })

  it('offers none for a required field, an empty one or a read-only one', async () => {
    const required = await mountForm({ schema: objectSchema({ colour }, ['colour']), uischema: control('colour', { clearable: true }), data: { colour: 'red' } })
    expect(required.wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
    const empty = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { clearable: true }), data: {} })
    expect(empty.wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
    const readonly = await mountForm({ schema: objectSchema({ colour }), uischema: control('colour', { clearable: true, readonly: true }), data: { colour: 'red' } })
    expect(readonly.wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
  })
})
