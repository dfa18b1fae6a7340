import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, categorizationPlugin, choicePlugin, layoutsPlugin, numberPlugin, objectPlugin, tagsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'
import { button, failOnLoggedErrors, inputNames, press, titles } from './helpers'

const mountForm = mountWith([layoutsPlugin, arrayPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin, choicePlugin, tagsPlugin])
const mountTabs = mountWith([layoutsPlugin, categorizationPlugin, arrayPlugin, objectPlugin, textPlugin])

const person: JsonSchema7 = {
  type: 'object',
  properties: {
    name: { type: 'object', properties: { first: { type: 'string', title: 'First' }, last: { type: 'string', default: 'Doe' } } },
    age: { type: 'integer', default: 30 },
  },
}
const schema = objectSchema({ people: { type: 'array', items: person }, note: { type: 'string' } })
const three = () => ({ people: [{ name: { first: 'Ada' } }, { name: { first: 'Grace' } }, { name: { first: 'Linus' } }] })

describe('array of objects', () => {
  failOnLoggedErrors()

  it('renders one card per item, titled Item 1, Item 2 without elementLabelProp, each with the item fields', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('people'), data: { people: [{ age: 1 }, { age: 2 }] } })
    const group = wrapper.find('[data-path="people"] [role="group"]')
    expect(wrapper.find(`#${group.attributes('aria-labelledby')}`).text()).toBe('People')
    expect(titles(wrapper)).toEqual(['Item 1', 'Item 2'])
    expect(inputNames(wrapper).filter(name => name?.startsWith('people.1'))).toEqual(['people.1.name.first', 'people.1.name.last'])
    const cards = wrapper.findAll('[data-item-key]')
    expect(cards.map(card => wrapper.find(`#${card.attributes('aria-labelledby')}`).text())).toEqual(['Item 1', 'Item 2'])
  })

  it('stores what is typed into an item at its index', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('people'), data: three() })
    await wrapper.find('input[name="people.1.name.first"]').setValue('Grace H.')
    await settle()
    expect(data.value).toEqual({ people: [{ name: { first: 'Ada' } }, { name: { first: 'Grace H.' } }, { name: { first: 'Linus' } }] })
  })

  it('shows "No items" for an empty or absent list', async () => {
    for (const data of [{}, { people: [] }]) {
      const { wrapper } = await mountForm({ schema, uischema: control('people'), data })
      expect(wrapper.find('[data-testid="array-empty"]').text()).toBe('No items')
      wrapper.unmount()
    }
  })

  it('adds an item built from the item schema defaults, and focuses its first field', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('people'), data: {} })
    expect(button(wrapper, 'Add').text()).toBe('Add')
    await press(wrapper, 'Add')
    // The item schema's defaults, nested ones too: the name object holds its default last name.
    expect(data.value).toEqual({ people: [{ age: 30, name: { last: 'Doe' } }] })
    expect((wrapper.find('input[name="people.0.name.last"]').element as HTMLInputElement).value).toBe('Doe')
    expect(wrapper.find('[data-testid="array-empty"]').exists()).toBe(false)
    expect(document.activeElement).toBe(wrapper.find('input[name="people.0.name.first"]').element)
    await press(wrapper, 'Add')
    expect(data.value).toEqual({ people: [{ age: 30, name: { last: 'Doe' } }, { age: 30, name: { last: 'Doe' } }] })
    expect(titles(wrapper)).toEqual(['Item 1', 'Item 2'])
  })

  it('titles each card by a deep elementLabelProp, following edits, with Item N while the value is empty', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('people', { elementLabelProp: 'name.first' }), data: { people: [{ name: { first: 'Ada' } }, { age: 3 }] } })
    expect(titles(wrapper)).toEqual(['Ada', 'Item 2'])
    expect(button(wrapper, 'Remove Ada').exists()).toBe(true)
    await wrapper.find('input[name="people.1.name.first"]').setValue('Grace')
    await settle()
    expect(titles(wrapper)).toEqual(['Ada', 'Grace'])
    expect(button(wrapper, 'Remove Grace').exists()).toBe(true)
  })

  it('titles a card by the title of a oneOf const value', async () => {
    const withStatus = objectSchema({ tasks: { type: 'array', items: { type: 'object', properties: { status: { oneOf: [{ const: 'new', title: 'Brand new' }, { const: 'done', title: 'Finished' }] } } } } })
    const { wrapper } = await mountForm({ schema: withStatus, uischema: control('tasks', { elementLabelProp: 'status' }), data: { tasks: [{ status: 'done' }] } })
    expect(titles(wrapper)).toEqual(['Finished'])
  })

  it('translates an enum card title and the radio inside the card under the same JSON Forms key (<array path>.<prop>.<value>)', async () => {
    const pets = objectSchema({ pets: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string', enum: ['dog', 'cat'] } } } } })
    const french: Record<string, string> = { 'pets.kind.dog': 'Chien', 'pets.kind.cat': 'Chat' }
    const detail = { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/kind', options: { format: 'radio' } }] }
    const { wrapper } = await mountForm({
      schema: pets,
      uischema: control('pets', { elementLabelProp: 'kind', detail }),
      data: { pets: [{ kind: 'dog' }] },
      i18n: { locale: 'fr', translate: ((key: string, fallback?: string) => french[key] ?? fallback) as never },
    })
    expect(titles(wrapper)).toEqual(['Chien'])
    expect(wrapper.findAll('[data-path="pets.0.kind"] [data-slot=item] label').map(label => label.text())).toEqual(['Chien', 'Chat'])
  })

  it('removes an item one tick after the click, shows "removed" with Undo, and Undo restores it at its position', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('people', { elementLabelProp: 'name.first' }), data: three() })
    await press(wrapper, 'Remove Grace')
    expect(data.value).toEqual({ people: [{ name: { first: 'Ada' } }, { name: { first: 'Linus' } }] })
    expect(titles(wrapper)).toEqual(['Ada', 'Linus'])
    const note = wrapper.find('[data-testid="array-removed"]')
    expect(note.text()).toContain('Grace removed')
    expect(document.activeElement).toBe(button(note, 'Undo').element)
    await press(note, 'Undo')
    expect(data.value).toEqual(three())
    expect(titles(wrapper)).toEqual(['Ada', 'Grace', 'Linus'])
    expect(wrapper.find('[data-testid="array-removed"]').exists()).toBe(false)
    expect(document.activeElement).toBe(button(wrapper, 'Remove Grace').element)
  })

  it('undoes every removal, the last one first, each back at its position', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('people', { elementLabelProp: 'name.first' }), data: three() })
    await press(wrapper, 'Remove Grace')
    await press(wrapper, 'Remove Ada')
    await press(wrapper, 'Remove Linus')
    expect(data.value).toEqual({ people: [] })
    const note = () => wrapper.find('[data-testid="array-removed"]')
    expect(note().text()).toContain('Linus removed')
    await press(note(), 'Undo')
    expect(titles(wrapper)).toEqual(['Linus'])
    expect(note().text()).toContain('Ada removed')
    await press(note(), 'Undo')
    expect(titles(wrapper)).toEqual(['Ada', 'Linus'])
    await press(note(), 'Undo')
    expect(data.value).toEqual(three())
    expect(note().exists()).toBe(false)
  })

  it('keeps the removals through other changes to the list, restoring at the removed position or the end when the list is shorter', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('people', { elementLabelProp: 'name.first', showSortButtons: true }), data: three() })
    await press(wrapper, 'Remove Linus')
    await press(wrapper, 'Remove Ada')
    await press(wrapper, 'Add')
    await press(wrapper, 'Move Grace down')
    expect(titles(wrapper)).toEqual(['Item 1', 'Grace'])
    await press(wrapper.find('[data-testid="array-removed"]'), 'Undo')
    expect(titles(wrapper)).toEqual(['Ada', 'Item 2', 'Grace'])
    data.value = { people: [{ name: { first: 'Solo' } }] }
    await settle()
    await press(wrapper.find('[data-testid="array-removed"]'), 'Undo')
    expect(titles(wrapper)).toEqual(['Solo', 'Linus'])
  })

  it('keeps the removals while the list is unmounted (another tab), and undoes them once it is shown again', async () => {
    const { wrapper, data } = await mountTabs({
      schema,
      uischema: { type: 'Categorization', elements: [
        { type: 'Category', label: 'Team', elements: [control('people', { elementLabelProp: 'name.first' })] },
        { type: 'Category', label: 'Notes', elements: [control('note')] },
      ] } as never,
      data: three(),
    })
    await press(wrapper, 'Remove Ada')
    const tab = (index: number) => wrapper.findAll('[role="tab"]')[index]!.trigger('mousedown', { button: 0 }).then(settle)
    await tab(1)
    expect(wrapper.find('[data-path="people"]').exists()).toBe(false)
    await tab(0)
    await press(wrapper.find('[data-testid="array-removed"]'), 'Undo')
    expect(titles(wrapper)).toEqual(['Ada', 'Grace', 'Linus'])
    expect(data.value).toEqual(three())
  })

  it('drops every removal when the Undo note is closed', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('people', { elementLabelProp: 'name.first' }), data: three() })
    await press(wrapper, 'Remove Ada')
    await press(wrapper, 'Remove Grace')
    await press(wrapper.find('[data-testid="array-removed"]'), 'Close')
    expect(wrapper.find('[data-testid="array-removed"]').exists()).toBe(false)
    await press(wrapper, 'Remove Linus')
    await press(wrapper.find('[data-testid="array-removed"]'), 'Undo')
    expect(wrapper.find('[data-testid="array-removed"]').exists()).toBe(false)
    expect(titles(wrapper)).toEqual(['Linus'])
  })

  it('removes the last item without an error, also when the next click lands elsewhere', async () => {
    const withChoice = objectSchema({ people: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string', enum: ['dev', 'ops'] } } } }, note: { type: 'string' } })
    const { wrapper, data } = await mountForm({ schema: withChoice, uischema: { type: 'VerticalLayout', elements: [control('people'), control('note')] } as never, data: { people: [{ name: 'Ada', role: 'dev' }] } })
    await button(wrapper, 'Remove Item 1').trigger('click')
    await wrapper.find('input[name="note"]').trigger('pointerdown')
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await wrapper.find('input[name="note"]').trigger('click')
    await settle()
    expect(data.value).toEqual({ people: [] })
    expect(wrapper.find('[data-testid="array-empty"]').text()).toBe('No items')
    await wrapper.find('input[name="note"]').setValue('still works')
    await settle()
    expect(data.value).toEqual({ people: [], note: 'still works' })
  })

  it('moves items up and down with showSortButtons, keeping the moved card and the focus, disabled at the ends', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('people', { showSortButtons: true, elementLabelProp: 'name.first' }), data: three() })
    expect(button(wrapper, 'Move Ada up').attributes('disabled')).toBeDefined()
    expect(button(wrapper, 'Move Linus down').attributes('disabled')).toBeDefined()
    const linusCard = wrapper.findAll('[data-item-key]')[2]!.element
    button(wrapper, 'Move Linus up').element.focus()
    await press(wrapper, 'Move Linus up')
    expect(data.value).toEqual({ people: [{ name: { first: 'Ada' } }, { name: { first: 'Linus' } }, { name: { first: 'Grace' } }] })
    expect(titles(wrapper)).toEqual(['Ada', 'Linus', 'Grace'])
    expect(wrapper.findAll('[data-item-key]')[1]!.element).toBe(linusCard)
    expect(document.activeElement).toBe(button(wrapper, 'Move Linus up').element)
    expect((wrapper.find('input[name="people.1.name.first"]').element as HTMLInputElement).value).toBe('Linus')
    await press(wrapper, 'Move Linus up')
    expect(titles(wrapper)).toEqual(['Linus', 'Ada', 'Grace'])
    // At the top its Move up is disabled: the focus goes to its Move down.
    expect(document.activeElement).toBe(button(wrapper, 'Move Linus down').element)
    await press(wrapper, 'Move Ada down')
    expect(titles(wrapper)).toEqual(['Linus', 'Grace', 'Ada'])
  })

  it('shows no move buttons without showSortButtons', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('people'), data: three() })
    expect(wrapper.findAll('[data-action^="move"]')).toHaveLength(0)
    expect(wrapper.findAll('[data-action="remove"]')).toHaveLength(3)
  })

  it('disables Add at maxItems and Remove at minItems, saying why', async () => {
    const limited = objectSchema({ people: { type: 'array', items: person, minItems: 1, maxItems: 2 } })
    const { wrapper } = await mountForm({ schema: limited, uischema: control('people'), data: { people: [{}] } })
    expect(button(wrapper, 'Remove Item 1').attributes('disabled')).toBeDefined()
    expect(wrapper.find('[data-testid="array-limit"]').text()).toBe('At least 1 items are needed: add one before removing another.')
    await press(wrapper, 'Add')
    expect(button(wrapper, 'Add').attributes('disabled')).toBeDefined()
    const limit = wrapper.find('[data-testid="array-limit"]')
    expect(limit.text()).toBe('At most 2 items: remove one to add another.')
    expect(button(wrapper, 'Add').attributes('aria-describedby')).toBe(limit.attributes('id'))
    expect(button(wrapper, 'Remove Item 1').attributes('disabled')).toBeUndefined()
    await press(wrapper, 'Remove Item 2')
    expect(button(wrapper, 'Add').attributes('disabled')).toBeUndefined()
    expect(button(wrapper, 'Undo').attributes('disabled')).toBeUndefined()
  })

  it('renders each item through the detail option', async () => {
    const detail = { type: 'HorizontalLayout', elements: [{ type: 'Control', scope: '#/properties/age', label: 'Years' }] }
    const { wrapper } = await mountForm({ schema, uischema: control('people', { detail }), data: { people: [{}, {}] } })
    expect(wrapper.findAll('[data-item-key] [data-layout="HorizontalLayout"]')).toHaveLength(2)
    expect(wrapper.findAll('[data-item-key] label').map(label => label.text())).toEqual(['Years', 'Years'])
  })

  it('is read-only throughout when the control is: buttons disabled, fields read-only', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('people', { showSortButtons: true }), data: three(), readonly: true })
    for (const action of wrapper.findAll('[data-action]'))
      expect(action.attributes('disabled'), action.attributes('data-action')).toBeDefined()
    expect(wrapper.find('input[name="people.0.name.first"]').attributes('readonly')).toBeDefined()
  })

  it('explains a stored value that is not a list, keeps it, leaves the rest of the form working, and Add replaces it', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [control('people'), control('note')] } as never, data: { people: 'Ada, Grace' } })
    expect(wrapper.find('[data-testid="array-not-list"]').text()).toBe('Expected a list here, found "Ada, Grace". It is kept until you add an item, which replaces it.')
    await wrapper.find('input[name="note"]').setValue('hi')
    await settle()
    expect(data.value).toEqual({ people: 'Ada, Grace', note: 'hi' })
    await press(wrapper, 'Add')
    expect(data.value).toEqual({ people: [{ age: 30, name: { last: 'Doe' } }], note: 'hi' })
    expect(wrapper.find('[data-testid="array-not-list"]').exists()).toBe(false)
  })

  it('translates its strings through the form i18n', async () => {
    const german: Record<string, string> = { 'nui.array.item': 'Eintrag {index}', 'nui.array.remove': '{item} entfernen', 'nui.array.noItems': 'Keine Einträge' }
    const translate = (key: string, fallback?: string, values?: Record<string, unknown>) =>
      key in german ? german[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])) : fallback
    const { wrapper } = await mountForm({ schema, uischema: control('people'), data: { people: [{}] }, i18n: { locale: 'de', translate: translate as never } })
    expect(titles(wrapper)).toEqual(['Eintrag 1'])
    expect(button(wrapper, 'Eintrag 1 entfernen').exists()).toBe(true)
  })
})

describe('array of primitives', () => {
  failOnLoggedErrors()
  const tags = objectSchema({ tags: { type: 'array', items: { type: 'string' } }, scores: { type: 'array', items: { type: 'number' } } })

  it('renders one labelled input per item with its buttons, and stores what is typed', async () => {
    const { wrapper, data } = await mountForm({ schema: tags, uischema: control('tags', { showSortButtons: true }), data: { tags: ['a', 'b'] } })
    expect(inputNames(wrapper)).toEqual(['tags.0', 'tags.1'])
    expect(wrapper.findAll('[data-path="tags.1"] label').map(label => label.text())).toEqual(['Item 2'])
    expect(wrapper.findAll('[data-item-key] [role="group"][aria-labelledby]')).toHaveLength(0)
    await wrapper.find('input[name="tags.1"]').setValue('beta')
    await settle()
    expect(data.value).toEqual({ tags: ['a', 'beta'] })
    await press(wrapper, 'Move Item 2 up')
    expect(data.value).toEqual({ tags: ['beta', 'a'] })
    expect((wrapper.find('input[name="tags.0"]').element as HTMLInputElement).value).toBe('beta')
  })

  it('adds an empty string, or 0 for numbers, and removes with undo', async () => {
    const { wrapper, data } = await mountForm({ schema: tags, uischema: { type: 'VerticalLayout', elements: [control('tags'), control('scores')] } as never, data: { scores: [1.5] } })
    // Each Add button sits in a group named by its array's label.
    await press(wrapper.find('[data-path="tags"]'), 'Add')
    await press(wrapper.find('[data-path="scores"]'), 'Add')
    expect(data.value).toEqual({ tags: [''], scores: [1.5, 0] })
    await press(wrapper.find('[data-path="scores"]'), 'Remove Item 1')
    expect(data.value).toEqual({ tags: [''], scores: [0] })
    await press(wrapper.find('[data-path="scores"]'), 'Undo')
    expect(data.value).toEqual({ tags: [''], scores: [1.5, 0] })
  })

  it('leaves enum arrays to the checkbox group and format tags to the tags input', async () => {
    const others = objectSchema({ colors: { type: 'array', items: { type: 'string', enum: ['red', 'blue'] } }, labels: { type: 'array', items: { type: 'string' } } })
    const { wrapper } = await mountForm({ schema: others, uischema: { type: 'VerticalLayout', elements: [control('colors'), control('labels', { format: 'tags' })] } as never, data: {} })
    expect(wrapper.findAll('[data-item-key], [data-action="add"]')).toHaveLength(0)
    expect(wrapper.findAll('button[role="checkbox"]')).toHaveLength(2)
  })
})
