import { describe, expect, it, vi } from 'vitest'
import { expectDeferredUpdate, recordUpdates } from '../../../test/helpers/deferredUpdate'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { autocompletePlugin } from '..'

const mountForm = mountWith([autocompletePlugin])

describe('autocomplete choice', () => {
  it('is written one tick after the menu\'s handler (the specification\'s defer)', async () => {
    const { middleware, paths } = recordUpdates()
    const form = await mountForm({
      schema: objectSchema({ city: { type: 'string', title: 'City' } }),
      // Below minLength no request is sent: the local suggestions are the items.
      uischema: control('city', { api: { url: 'https://search.example.test/cities' }, suggestion: ['Lyon', 'Pau'] }),
      data: {},
      middleware,
    })
    await vi.waitFor(() => expect(form.wrapper.find('[data-path="city"] input[role="combobox"]').exists()).toBe(true), { timeout: 60_000 })
    const input = form.wrapper.find('[data-path="city"] input')
    ;(input.element as HTMLInputElement).value = 'L'
    await input.trigger('input')
    await vi.waitFor(() => expect([...document.body.querySelectorAll('[role="option"]')].map(option => option.textContent?.trim())).toEqual(['Lyon']))
    // The widget's own model update, as a pick emits it: our handler runs inside it.
    await expectDeferredUpdate(paths, 'city', () => form.wrapper.findComponent({ name: 'InputMenu' }).vm.$emit('update:modelValue', 'Lyon'))
    await settle()
    expect(form.data.value).toEqual({ city: 'Lyon' })
  })
})
