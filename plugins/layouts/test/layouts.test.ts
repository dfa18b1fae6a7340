import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { layoutsPlugin } from '..'

const mountForm = mountWith([layoutsPlugin, textPlugin, booleanPlugin])

const schema = objectSchema({ first: { type: 'string' }, last: { type: 'string' } })

describe('vertical and horizontal layouts', () => {
  it('stacks a VerticalLayout and rows a HorizontalLayout, in element order', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [{ type: 'HorizontalLayout', elements: [control('first'), control('last')] }] } as never,
      data: {},
    })
    const vertical = wrapper.find('[data-layout="VerticalLayout"]')
    const horizontal = wrapper.find('[data-layout="HorizontalLayout"]')
    expect(vertical.classes()).toContain('flex-col')
    expect(horizontal.classes()).toContain('sm:flex-row')
    expect(horizontal.findAll('input').map(input => input.attributes('name'))).toEqual(['first', 'last'])
  })

  it('takes its theme from the styles injection and options.styles', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: { type: 'HorizontalLayout', elements: [control('first')], options: { styles: { horizontalLayout: { root: 'grid grid-cols-2' } } } } as never,
      styles: { horizontalLayout: { item: 'host-item' } },
      data: {},
    })
    expect(wrapper.find('[data-layout="HorizontalLayout"]').classes()).toEqual(['grid', 'grid-cols-2'])
    expect(wrapper.find('.host-item').exists()).toBe(true)
  })

  it('hides a layout with a HIDE rule', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ first: { type: 'string' }, secret: { type: 'boolean' } }),
      uischema: { type: 'VerticalLayout', elements: [{ type: 'HorizontalLayout', elements: [control('first')], rule: { effect: 'HIDE', condition: { scope: '#/properties/secret', schema: { const: true } } } }] } as never,
      data: { secret: true },
    })
    expect(wrapper.find('[data-layout="HorizontalLayout"]').exists()).toBe(false)
  })
})
