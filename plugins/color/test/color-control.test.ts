import { describe, expect, it, vi } from 'vitest'
import { type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { colorPlugin } from '..'
import { examples } from '../examples'

type Form = MountedForm

// Forms left mounted keep reacting after the DOM is cleared: each one is unmounted after its test,
// or earlier by `unmount(form)`.
const mountForm = mountWith([layoutsPlugin, colorPlugin, textPlugin])
const unmount = (form: Form) => form.unmount()

const schema = objectSchema({
  brand: { type: 'string', title: 'Brand colour', format: 'color' },
  accent: { type: 'string', title: 'Accent' },
  name: { type: 'string', title: 'Name' },
})

/** The picker cannot be dragged in happy-dom: emit what a drag emits (the picker's hex). */
async function pickColor(form: Form, hex: string) {
  form.wrapper.findComponent({ name: 'ColorPicker' }).vm.$emit('update:modelValue', hex)
  await settle()
}
const channels = (hex: string) => [1, 3, 5].map(i => Number.parseInt(hex.slice(i, i + 2), 16))
const channelDistance = (a: string, b: string) => channels(a).reduce((sum, value, i) => sum + Math.abs(value - channels(b)[i]!), 0)
const textField = (form: Form) => form.wrapper.find('[data-path="brand"] input')

describe('colour field (UColorPicker)', () => {
  it('renders the picker for schema format "color" and for the format option, with a labelled text field', async () => {
    const form = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [control('brand'), control('accent', { format: 'color' }), control('name')] } as never, data: {} })
    expect(form.wrapper.findAllComponents({ name: 'ColorPicker' })).toHaveLength(2)
    const input = textField(form)
    expect(form.wrapper.find(`label[for="${input.attributes('id')}"]`).text()).toContain('Brand colour')
    expect(form.wrapper.find('[data-path="name"] [data-testid="color-picker"]').exists()).toBe(false)
  })

  it('writes the same pick in the colorFormat notation: hex, rgb, hsl, cmyk, lab', async () => {
    const expected = {
      hex: '#3a7bd5',
      rgb: 'rgb(58, 123, 213)',
      hsl: 'hsl(215, 65%, 53%)',
      cmyk: 'device-cmyk(73% 42% 0% 16%)',
      lab: 'lab(50.89% 2.6 -53.35)',
    }
    for (const [colorFormat, stored] of Object.entries(expected)) {
      const form = await mountForm({ schema, uischema: control('brand', { colorFormat }), data: {} })
      await pickColor(form, '#3A7BD5')
      expect(form.data.value, colorFormat).toEqual({ brand: stored })
      expect((textField(form).element as HTMLInputElement).value).toBe(stored)
      unmount(form)
    }
  })

  it('stores hex by default', async () => {
    const form = await mountForm({ schema, uischema: control('brand'), data: {} })
    await pickColor(form, '#FF0000')
    expect(form.data.value).toEqual({ brand: '#ff0000' })
  })

  it('round-trips an existing value in any notation: shown in the picker, kept untouched until a pick', async () => {
    for (const stored of ['#3a7bd5', 'rgb(58, 123, 213)', 'hsl(215, 65%, 53%)', 'device-cmyk(73% 42% 0% 16%)', 'lab(50.89% 2.6 -53.35)']) {
      const form = await mountForm({ schema, uischema: control('brand', { colorFormat: 'rgb' }), data: { brand: stored } })
      const picker = form.wrapper.findComponent({ name: 'ColorPicker' })
      expect(channelDistance(picker.props('modelValue'), '#3a7bd5'), stored).toBeLessThanOrEqual(6)
      expect((textField(form).element as HTMLInputElement).value).toBe(stored)
      expect(form.data.value).toEqual({ brand: stored })
      unmount(form)
    }
  })

  it('says when a readable value is in another notation than colorFormat, and rewrites it only on a pick', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { colorFormat: 'hex' }), data: { brand: 'rgb(255, 0, 0)' } })
    expect(form.wrapper.find('[data-testid="color-other-notation"]').text()).toContain('rgb')
    expect(form.data.value).toEqual({ brand: 'rgb(255, 0, 0)' })
    await pickColor(form, '#00FF00')
    expect(form.data.value).toEqual({ brand: '#00ff00' })
    expect(form.wrapper.find('[data-testid="color-other-notation"]').exists()).toBe(false)
  })

  it('keeps an unparsable value with a visible message until the user picks', async () => {
    const form = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [control('brand'), control('name')] } as never, data: { brand: 'sort of teal', name: 'Ada' } })
    const message = form.wrapper.find('[data-testid="color-unreadable"]')
    expect(message.text()).toContain('"sort of teal" is not a colour')
    expect((textField(form).element as HTMLInputElement).value).toBe('sort of teal')
    expect(form.data.value).toEqual({ brand: 'sort of teal', name: 'Ada' })
    await form.wrapper.find('[data-path="name"] input').setValue('Grace')
    await settle()
    expect(form.data.value).toEqual({ brand: 'sort of teal', name: 'Grace' })
    await pickColor(form, '#008080')
    expect(form.data.value).toEqual({ brand: '#008080', name: 'Grace' })
    expect(form.wrapper.find('[data-testid="color-unreadable"]').exists()).toBe(false)
  })

  it('keeps a stored non-string with the message', async () => {
    const form = await mountForm({ schema, uischema: control('brand'), data: { brand: 42 } })
    expect(form.wrapper.find('[data-testid="color-unreadable"]').text()).toContain('"42"')
    expect(form.data.value).toEqual({ brand: 42 })
  })

  it('stores a colour typed in any notation in the chosen one, and leaves the data alone while the text is not a colour', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { colorFormat: 'hsl' }), data: { brand: 'hsl(0, 100%, 50%)' } })
    const input = textField(form)
    await input.setValue('rgb(58, 123, 213)')
    await settle()
    expect(form.data.value).toEqual({ brand: 'hsl(215, 65%, 53%)' })
    expect((input.element as HTMLInputElement).value).toBe('rgb(58, 123, 213)')
    await input.setValue('rgb(58, 123')
    await settle()
    expect(form.data.value).toEqual({ brand: 'hsl(215, 65%, 53%)' })
    expect(form.wrapper.find('[data-testid="color-invalid-text"]').exists()).toBe(true)
    await input.setValue('lab(50.89% 2.6 -53.35)')
    await input.trigger('blur')
    await settle()
    expect(form.wrapper.find('[data-testid="color-invalid-text"]').exists()).toBe(false)
    expect(form.data.value).toEqual({ brand: 'hsl(215, 65%, 53%)' })
    expect((input.element as HTMLInputElement).value).toBe('hsl(215, 65%, 53%)')
    await input.setValue('')
    await vi.waitFor(() => expect(form.data.value).toEqual({}))
  })

  it('refuses cmyk percentages typed without "%" with the invalid-colour message, keeping the data', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { colorFormat: 'hex' }), data: { brand: '#ffffff' } })
    await textField(form).setValue('cmyk(73, 42, 0, 16)')
    await settle()
    expect(form.wrapper.find('[data-testid="color-invalid-text"]').exists()).toBe(true)
    expect(form.data.value).toEqual({ brand: '#ffffff' })
    await textField(form).setValue('cmyk(73%, 42%, 0%, 16%)')
    await settle()
    expect(form.wrapper.find('[data-testid="color-invalid-text"]').exists()).toBe(false)
    expect(form.data.value).toEqual({ brand: '#3a7cd6' })
  })

  it('leaves a value the host sets as it is (the picker follows without writing back)', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { colorFormat: 'hex' }), data: { brand: '#ffffff' } })
    form.data.value = { brand: 'lab(50.89% 2.6 -53.35)' }
    await vi.waitFor(() => expect(form.wrapper.findComponent({ name: 'ColorPicker' }).props('modelValue')).toBe('#3a7bd5'))
    await settle()
    expect(form.data.value).toEqual({ brand: 'lab(50.89% 2.6 -53.35)' })
  })

  it('replaces unfinished text when the host sets a new value, each time', async () => {
    const form = await mountForm({ schema, uischema: control('brand'), data: { brand: '#ff0000' } })
    const invalidShown = () => form.wrapper.find('[data-testid="color-invalid-text"]').exists()
    // Typed again after the first replacement, the text is replaced again by the host's next value.
    for (const [typed, host] of [['#ff00zz', '#00ff00'], ['#00ffzz', '#0000ff']]) {
      await textField(form).setValue(typed)
      await settle()
      expect(invalidShown()).toBe(true)
      form.data.value = { brand: host }
      await settle()
      expect((textField(form).element as HTMLInputElement).value).toBe(host)
      expect(invalidShown()).toBe(false)
    }
  })

  it('updates the picker from typed text without the picker writing its rounded value back', async () => {
    // #dd1014 comes back from the picker's HSV model as #DC1115.
    const form = await mountForm({ schema, uischema: control('brand'), data: {} })
    await textField(form).setValue('#dd1014')
    await vi.waitFor(() => expect(form.wrapper.findComponent({ name: 'ColorPicker' }).props('modelValue')).toBe('#dd1014'))
    await settle()
    expect(form.data.value).toEqual({ brand: '#dd1014' })
    expect((textField(form).element as HTMLInputElement).value).toBe('#dd1014')
  })

  it('shows the picker only with showInput: false', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { showInput: false }), data: { brand: '#ff0000' } })
    expect(form.wrapper.find('[data-path="brand"] input').exists()).toBe(false)
    expect(form.wrapper.find('[data-testid="color-picker"]').exists()).toBe(true)
    await pickColor(form, '#0000FF')
    expect(form.data.value).toEqual({ brand: '#0000ff' })
  })

  it('spreads colorPicker onto UColorPicker and input onto the text field, and takes the placeholder', async () => {
    const form = await mountForm({
      schema,
      uischema: control('brand', { placeholder: '#rrggbb', colorPicker: { size: 'xs', throttle: 10 }, input: { variant: 'subtle', size: 'lg' } }),
      data: {},
    })
    const picker = form.wrapper.findComponent({ name: 'ColorPicker' })
    expect(picker.props('size')).toBe('xs')
    expect(picker.props('throttle')).toBe(10)
    const input = form.wrapper.findComponent({ name: 'Input' })
    expect(input.props('variant')).toBe('subtle')
    expect(input.props('size')).toBe('lg')
    expect(textField(form).attributes('placeholder')).toBe('#rrggbb')
  })

  it('is not editable when read-only', async () => {
    const form = await mountForm({ schema, uischema: control('brand', { readonly: true }), data: { brand: '#ff0000' } })
    expect(form.wrapper.find('[data-testid="color-picker"]').attributes('data-disabled')).toBeDefined()
    expect(textField(form).attributes('readonly')).toBeDefined()
  })
  it('renders every field of its gallery examples with the picker', async () => {
    for (const example of examples) {
      const form = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data })
      expect(form.wrapper.findAllComponents({ name: 'ColorPicker' }), example.id).toHaveLength(Object.keys(example.schema.properties!).length)
      expect(form.wrapper.find('[data-testid="color-unreadable"]').exists()).toBe(false)
      expect(form.data.value).toEqual(example.data)
      unmount(form)
    }
  })
})
