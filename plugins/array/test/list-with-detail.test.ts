import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, choicePlugin, layoutsPlugin, numberPlugin, objectPlugin, tagsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'
import { button, failOnLoggedErrors, inputNames, press } from './helpers'

const mountForm = mountWith([layoutsPlugin, arrayPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin, choicePlugin, tagsPlugin])

const schema = objectSchema({
  users: {
    type: 'array',
    items: { type: 'object', properties: { name: { type: 'object', properties: { first: { type: 'string' } } }, email: { type: 'string' } } },
  },
})
const listWithDetail = (options: Record<string, unknown> = {}) =>
  ({ type: 'ListWithDetail', scope: '#/properties/users', options: { elementLabelProp: 'name.first', ...options } }) as UISchemaElement
const data = () => ({ users: [{ name: { first: 'Ada' } }, { name: { first: 'Grace' } }, { name: { first: 'Linus' } }] })

const master = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper']) => wrapper.findAll('[data-testid="list-master"] button')
const current = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper']) =>
  master(wrapper).filter(b => b.attributes('aria-current') === 'true').map(b => b.text())

describe('ListWithDetail', () => {
  failOnLoggedErrors()

  it('lists the item titles and shows the first item\'s form, marked aria-current', async () => {
    const { wrapper } = await mountForm({ schema, uischema: listWithDetail(), data: data() })
    expect(master(wrapper).map(b => b.text())).toEqual(['Ada', 'Grace', 'Linus'])
    expect(current(wrapper)).toEqual(['Ada'])
    expect(inputNames(wrapper)).toEqual(['users.0.name.first', 'users.0.email'])
  })

  it('shows the form of the item chosen in the list, and stores edits at its index', async () => {
    const { wrapper, data: stored } = await mountForm({ schema, uischema: listWithDetail(), data: data() })
    await master(wrapper)[2]!.trigger('click')
    await settle()
    expect(current(wrapper)).toEqual(['Linus'])
    expect(inputNames(wrapper)).toEqual(['users.2.name.first', 'users.2.email'])
    await wrapper.find('input[name="users.2.email"]').setValue('linus@example.org')
    await settle()
    expect(stored.value).toEqual({ users: [{ name: { first: 'Ada' } }, { name: { first: 'Grace' } }, { name: { first: 'Linus' }, email: 'linus@example.org' }] })
  })

  it('selects an added item, and after removing the selected one its neighbour; Undo selects the restored item', async () => {
    const { wrapper, data: stored } = await mountForm({ schema, uischema: listWithDetail(), data: data() })
    await master(wrapper)[1]!.trigger('click')
    await settle()
    await press(wrapper, 'Remove Grace')
    expect(stored.value).toEqual({ users: [{ name: { first: 'Ada' } }, { name: { first: 'Linus' } }] })
    expect(current(wrapper)).toEqual(['Linus'])
    await press(wrapper, 'Undo')
    expect(current(wrapper)).toEqual(['Grace'])
    expect(master(wrapper).map(b => b.text())).toEqual(['Ada', 'Grace', 'Linus'])
    await press(wrapper, 'Add')
    expect(master(wrapper).map(b => b.text())).toEqual(['Ada', 'Grace', 'Linus', 'Item 4'])
    expect(current(wrapper)).toEqual(['Item 4'])
    expect(inputNames(wrapper)).toEqual(['users.3.name.first', 'users.3.email'])
  })

  it('moves the selected item with showSortButtons and keeps it selected', async () => {
    const { wrapper, data: stored } = await mountForm({ schema, uischema: listWithDetail({ showSortButtons: true }), data: data() })
    expect(button(wrapper, 'Move Ada up').attributes('disabled')).toBeDefined()
    await press(wrapper, 'Move Ada down')
    expect(stored.value).toEqual({ users: [{ name: { first: 'Grace' } }, { name: { first: 'Ada' } }, { name: { first: 'Linus' } }] })
    expect(current(wrapper)).toEqual(['Ada'])
    expect(inputNames(wrapper)).toEqual(['users.1.name.first', 'users.1.email'])
  })

  it('shows No items for an empty list, and the Add button', async () => {
    const { wrapper } = await mountForm({ schema, uischema: listWithDetail(), data: {} })
    expect(wrapper.find('[data-testid="array-empty"]').text()).toBe('No items')
    expect(master(wrapper)).toHaveLength(0)
    await press(wrapper, 'Add')
    expect(current(wrapper)).toEqual(['Item 1'])
  })

  it('lists primitive items with a labelled input for the selected one', async () => {
    const numbers: JsonSchema7 = objectSchema({ users: { type: 'array', items: { type: 'number' } } })
    const { wrapper, data: stored } = await mountForm({ schema: numbers, uischema: listWithDetail({ elementLabelProp: undefined }), data: { users: [1, 2] } })
    expect(master(wrapper).map(b => b.text())).toEqual(['Item 1', 'Item 2'])
    await master(wrapper)[1]!.trigger('click')
    await settle()
    expect(wrapper.find('[data-path="users.1"] label').text()).toBe('Item 2')
    expect(stored.value).toEqual({ users: [1, 2] })
  })
})
