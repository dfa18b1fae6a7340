import type { JsonSchema7 } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { choicePlugin } from '..'
import type { Wrapper } from './helpers'

const shipping: JsonSchema7 = { type: 'string', title: 'Shipping', enum: ['std', 'exp'] }
const toppings: JsonSchema7 = { type: 'array', title: 'Toppings', items: { type: 'string', enum: ['cheese', 'ham'] } }

const mountForm = mountWith([layoutsPlugin, choicePlugin, textPlugin])

const clearButton = (wrapper: Wrapper, path: string) => wrapper.find(`[data-path="${path}"] [data-testid="clear-button"]`)

describe('clearable radio and checkbox groups', () => {
  it('offer a clear button while they hold a value, which removes it and unchecks every item', async () => {
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ shipping, toppings }),
      uischema: { type: 'VerticalLayout', elements: [control('shipping', { format: 'radio', clearable: true }), control('toppings', { clearable: true })] } as never,
      data: { shipping: 'exp', toppings: ['ham'] },
    })
    for (const path of ['shipping', 'toppings']) {
      await clearButton(wrapper, path).trigger('click')
      await settle()
      expect(clearButton(wrapper, path).exists(), path).toBe(false)
    }
    expect(data.value).toEqual({})
    expect(wrapper.findAll('[role=radio], [role=checkbox]').map(item => item.attributes('aria-checked'))).toEqual(['false', 'false', 'false', 'false'])
  })

  it('shows no clear button without the option, while empty, on a required radio group, or read-only', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ shipping, other: shipping, toppings, more: toppings }, ['other']),
      uischema: { type: 'VerticalLayout', elements: [
        control('shipping', { format: 'radio' }),
        control('other', { format: 'radio', clearable: true }),
        control('toppings', { clearable: true }),
        control('more', { clearable: true, readonly: true }),
      ] } as never,
      data: { shipping: 'std', other: 'std', more: ['ham'] },
    })
    expect(['shipping', 'other', 'toppings', 'more'].map(path => clearButton(wrapper, path).exists())).toEqual([false, false, false, false])
  })

  it('draw the group alone in the form field unless clearable, and keep it while the clear button comes and goes', async () => {
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ shipping, other: shipping }),
      uischema: { type: 'VerticalLayout', elements: [control('shipping', { format: 'radio' }), control('other', { format: 'radio', clearable: true })] } as never,
      styles: { control: { row: 'test-row' } },
      data: { shipping: 'std', other: 'exp' },
    })
    expect(wrapper.find('[data-path="shipping"] .test-row').exists()).toBe(false)
    expect(wrapper.find('[data-path="other"] .test-row').exists()).toBe(true)
    const group = wrapper.find('[data-path="other"] [role=radiogroup]').element
    await clearButton(wrapper, 'other').trigger('click')
    await settle()
    expect(data.value).toEqual({ shipping: 'std' })
    expect(clearButton(wrapper, 'other').exists()).toBe(false)
    expect(wrapper.find('[data-path="other"] [role=radiogroup]').element).toBe(group)
  })
})
