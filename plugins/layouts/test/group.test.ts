import type { Translator } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { layoutsPlugin } from '..'

const mountForm = mountWith([layoutsPlugin, textPlugin, booleanPlugin])

const schema = objectSchema({ first: { type: 'string' }, last: { type: 'string' }, locked: { type: 'boolean' } })
const group = (extra: Record<string, unknown> = {}) => ({ type: 'Group', label: 'Person', elements: [control('first'), control('last')], ...extra }) as never

describe('Group (UCard)', () => {
  it('renders a card titled with the label, labelling a group that stacks the children', async () => {
    const { wrapper } = await mountForm({ schema, uischema: group(), data: {} })
    const card = wrapper.find('[data-layout="Group"]')
    expect(card.attributes('data-slot')).toBe('root')
    const title = card.find('[data-slot="header"] [data-slot="title"] span')
    expect(title.text()).toBe('Person')
    expect(card.attributes('role')).toBe('group')
    expect(card.attributes('aria-labelledby')).toBe(title.attributes('id'))
    const body = card.find('[data-slot="body"] > div')
    expect(body.classes()).toEqual(['flex', 'flex-col', 'gap-4'])
    expect(body.findAll('input').map(input => input.attributes('name'))).toEqual(['first', 'last'])
  })

  it('has no header and no group role without a label', async () => {
    const { wrapper } = await mountForm({ schema, uischema: group({ label: undefined }), data: {} })
    const card = wrapper.find('[data-layout="Group"]')
    expect(card.find('[data-slot="header"]').exists()).toBe(false)
    expect(card.attributes('role')).toBeUndefined()
    expect(card.findAll('input')).toHaveLength(2)
  })

  it('spreads the card pass-through onto UCard (variant, ui)', async () => {
    const { wrapper } = await mountForm({ schema, uischema: group({ options: { card: { variant: 'subtle', ui: { body: 'host-body' } } } }), data: {} })
    const card = wrapper.find('[data-layout="Group"]')
    expect(card.classes()).toContain('bg-elevated/50')
    expect(card.find('[data-slot="body"]').classes()).toContain('host-body')
  })

  it('translates the label through the i18n key, like JSON Forms', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: group({ label: undefined, i18n: 'person' }),
      data: {},
      i18n: { locale: 'de', translate: ((key: string, fallback?: string) => key === 'person.label' ? 'Person (de)' : fallback) as Translator },
    })
    expect(wrapper.find('[data-layout="Group"] [data-slot="title"]').text()).toBe('Person (de)')
  })

  it('hides with a HIDE rule and makes its controls read-only with a DISABLE rule', async () => {
    const hide = { effect: 'HIDE', condition: { scope: '#/properties/locked', schema: { const: true } } }
    const { wrapper, props } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('locked'), group({ rule: hide })] } as never,
      data: { locked: true },
    })
    expect(wrapper.find('[data-layout="Group"]').exists()).toBe(false)
    props.value.uischema = { type: 'VerticalLayout', elements: [control('locked'), group({ rule: { ...hide, effect: 'DISABLE' } })] } as never
    await settle()
    expect(wrapper.find('[data-layout="Group"] input[name="first"]').attributes('readonly')).toBeDefined()
  })

  it('takes its theme from options.styles and the styles injection', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: group({ options: { styles: { group: { body: 'grid grid-cols-2' } } } }),
      styles: { group: { item: 'host-item' } },
      data: {},
    })
    expect(wrapper.find('[data-layout="Group"] [data-slot="body"] > div').classes()).toEqual(['grid', 'grid-cols-2'])
    expect(wrapper.findAll('.host-item')).toHaveLength(2)
  })

  it('explains a Group without an elements array and keeps the rest of the form', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Group', label: 'Broken' }, control('first')] } as never,
      data: {},
    })
    expect(wrapper.find('[data-layout="Group"] [data-testid="unrendered-element"]').text()).toContain('This Group has no `elements` array.')
    expect(wrapper.find('input[name="first"]').exists()).toBe(true)
  })
})
