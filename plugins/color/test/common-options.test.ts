import { describe, expect, it } from 'vitest'
import { expectDeferredUpdate, recordUpdates } from '../../../test/helpers/deferredUpdate'
import { type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { colorPlugin } from '..'

type Form = MountedForm

const mountForm = mountWith([colorPlugin])

const schema = objectSchema({ brand: { type: 'string', title: 'Brand colour', format: 'color' } })
const clearButton = (form: Form) => form.wrapper.find('[data-path="brand"] [data-testid="clear-button"]')
const picker = (form: Form) => form.wrapper.findComponent({ name: 'ColorPicker' })

describe('clearable colour field', () => {
  for (const showInput of [true, false]) {
    it(`offers a clear button while it holds a value (showInput: ${showInput}), which removes it`, async () => {
      const form = await mountForm({ schema, uischema: control('brand', { clearable: true, showInput }), data: { brand: '#ff0000' } })
      await clearButton(form).trigger('click')
      await settle()
      expect(form.data.value).toEqual({})
      expect(clearButton(form).exists()).toBe(false)
      expect(picker(form).props('modelValue')).toBeUndefined()
    })
  }

  it('clears a typed text that is not a colour too, with its message', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { clearable: true }), data: {} })
    await form.wrapper.find('[data-path="brand"] input').setValue('#ff00zz')
    await settle()
    await clearButton(form).trigger('click')
    await settle()
    expect((form.wrapper.find('[data-path="brand"] input').element as HTMLInputElement).value).toBe('')
    expect(form.wrapper.find('[data-testid="color-invalid-text"]').exists()).toBe(false)
  })

  it('shows no clear button without the option, when empty, or read-only', async () => {
    for (const [options, data] of [[{}, { brand: '#ff0000' }], [{ clearable: true }, {}], [{ clearable: true, readonly: true }, { brand: '#ff0000' }]] as const) {
      const form = await mountForm({ schema, uischema: control('brand', options), data })
      expect(clearButton(form).exists(), JSON.stringify(options)).toBe(false)
    }
  })
})

describe('iconPlacement: "inside" on a colour field', () => {
  const icons = { leadingIcon: 'i-lucide-user', trailingIcon: 'i-lucide-mail', iconPlacement: 'inside' }

  it('draws the icons inside the text field', async () => {
    const form = await mountForm({ schema, uischema: control('brand', icons), data: {} })
    expect(form.wrapper.find('[data-path="brand"] [data-slot="outside-leading-icon"]').exists()).toBe(false)
    expect(form.wrapper.find('[data-path="brand"] [data-slot="leading"] > [data-slot="leadingIcon"]').exists()).toBe(true)
    expect(form.wrapper.find('[data-path="brand"] [data-slot="trailing"] > [data-slot="trailingIcon"]').exists()).toBe(true)
  })

  it('keeps them outside with showInput: false, where no widget has icon chrome', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { ...icons, showInput: false }), data: {} })
    expect(form.wrapper.find('[data-path="brand"] [data-slot="outside-leading-icon"]').exists()).toBe(true)
    expect(form.wrapper.find('[data-path="brand"] [data-slot="outside-trailing-icon"]').exists()).toBe(true)
  })
})

describe('the colour picker', () => {
  it('writes a pick one tick after the picker\'s handler (the specification\'s defer)', async () => {
    const { middleware, paths } = recordUpdates()
    const form = await mountForm({ schema, uischema: control('brand'), data: {}, middleware })
    await expectDeferredUpdate(paths, 'brand', () => picker(form).vm.$emit('update:modelValue', '#3A7BD5'))
    await settle()
    expect(form.data.value).toEqual({ brand: '#3a7bd5' })
  })
})
