import { type UISchemaElement, rankWith, uiTypeIs } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { control, mountWith, objectSchema } from 'nuxt-ui-jsonforms/testing'
import { arrayPlugin, createRegistry, layoutsPlugin, objectPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { layoutStyles } from '../../plugins/layouts/styles'

const plugins = [layoutsPlugin, arrayPlugin, objectPlugin, textPlugin]
const mountForm = mountWith(plugins)

const address = { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } } as const
const schema = objectSchema({ address, people: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } })
const data = { address: { street: 'Main Street' }, people: [{ name: 'Ada' }, { name: 'Grace' }] }
const root = { type: 'VerticalLayout', elements: [control('address'), control('people')] } as UISchemaElement

/** A sub-form's layout given as its `detail`, with `extra` on it (options, a rule). */
const withDetail = (extra: object): UISchemaElement => ({
  type: 'VerticalLayout',
  elements: [{ ...control('address'), options: { detail: { type: 'VerticalLayout', elements: [control('street'), control('city')], ...extra } } }],
} as UISchemaElement)

/** The markup without the generated ids and the references to them. */
const withoutIds = (html: string) => html.replace(/\s(id|for|aria-[a-z]+)="[^"]*"/g, '')

describe('a plain layout nested in an object or a list item', () => {
  it('is drawn by the object and by the item: no layout component of its own, its theme and children as the layout draws them', async () => {
    const { wrapper } = await mountForm({ schema, uischema: root, data })
    expect(wrapper.findAllComponents({ name: 'LinearLayout' })).toHaveLength(1)
    const subForm = wrapper.find('[data-path="address"] [data-layout="VerticalLayout"]')
    expect(subForm.classes()).toEqual(['flex', 'flex-col', 'gap-4'])
    const itemClasses = layoutStyles.verticalLayout.item.split(' ')
    expect(subForm.findAll(':scope > div').map(item => item.classes())).toEqual([itemClasses, itemClasses])
    expect(subForm.findAll('input').map(input => input.attributes('name'))).toEqual(['address.street', 'address.city'])
    const items = wrapper.findAll('[data-item-key] [data-layout="VerticalLayout"]')
    expect(items.map(item => item.find('input').attributes('name'))).toEqual(['people.0.name', 'people.1.name'])
  })

  it('draws the same markup as the layout component, which still renders a layout with options or a rule', async () => {
    const plain = await mountForm({ schema, uischema: withDetail({}), data })
    expect(plain.wrapper.findAllComponents({ name: 'LinearLayout' })).toHaveLength(1)
    for (const extra of [{ options: {} }, { rule: { effect: 'SHOW', condition: { scope: '#/properties/address', schema: {} } } }]) {
      const { wrapper } = await mountForm({ schema, uischema: withDetail(extra), data })
      expect(wrapper.findAllComponents({ name: 'LinearLayout' })).toHaveLength(2)
      expect(withoutIds(wrapper.find('[data-path="address"]').html())).toBe(withoutIds(plain.wrapper.find('[data-path="address"]').html()))
    }
  })

  it('takes the host\'s theme for the layout family', async () => {
    const { wrapper } = await mountForm({ schema, uischema: root, data, styles: { verticalLayout: { root: 'host-root', item: 'host-item' } } })
    expect(wrapper.find('[data-path="address"] [data-layout="VerticalLayout"]').classes()).toEqual(['host-root'])
    expect(wrapper.findAll('[data-item-key] .host-item')).toHaveLength(2)
  })

  it('is left to a renderer of its own that outranks the layout family\'s', async () => {
    const Custom = defineComponent({ name: 'CustomLayout', setup: () => () => h('div', { 'data-testid': 'custom-layout' }) })
    const renderers = [...createRegistry(plugins), { tester: rankWith(50, uiTypeIs('VerticalLayout')), renderer: Custom }]
    const { wrapper } = await mountForm({ schema, uischema: control('address'), data, renderers })
    expect(wrapper.find('[data-path="address"] [data-testid="custom-layout"]').exists()).toBe(true)
    expect(wrapper.find('input').exists()).toBe(false)
  })

  it('passes the object\'s and the list\'s lock to the fields it draws (read-only inputs)', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ address }), uischema: control('address'), data: { address: 'not an object' } })
    expect(wrapper.find('[data-testid="object-not-object"]').exists()).toBe(true)
    expect(wrapper.findAll('[data-path="address"] input').map(input => input.attributes('readonly'))).toEqual(['', ''])
    const list = await mountForm({ schema, uischema: { ...control('people'), options: { readonly: true } } as UISchemaElement, data })
    expect(list.wrapper.findAll('[data-item-key] input').map(input => input.attributes('readonly'))).toEqual(['', ''])
  })
})
