import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { pinPlugin } from '..'
import { examples } from '../examples'

const mountForm = mountWith([layoutsPlugin, pinPlugin, textPlugin])

type Schema = Record<string, unknown>

async function mountPin(code: Schema, options: Record<string, unknown> = {}, data: unknown = {}) {
  const schema = objectSchema({ code: { type: 'string', title: 'Code', ...code }, other: { type: 'string', title: 'Other' } })
  const form = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [control('code', { format: 'pin', ...options }), control('other')] } as never, data })
  const cells = () => form.wrapper.findAll<HTMLInputElement>('[data-path="code"] input[data-slot="base"]')
  const values = () => cells().map(cell => cell.element.value)
  const notes = () => form.wrapper.findAll('[data-path="code"] [data-slot="pin-notes"] p').map(p => p.text())
  return { ...form, cells, values, notes }
}

async function typeInto(cells: ReturnType<Awaited<ReturnType<typeof mountPin>>['cells']>, text: string) {
  for (const [index, char] of [...text].entries())
    await cells[index]!.setValue(char)
  await settle()
}

describe('pin (UPinInput)', () => {
  it('renders a labelled group of cells and stores the typed code as one string', async () => {
    const { wrapper, cells, data } = await mountPin({ maxLength: 4 })
    expect(wrapper.findComponent({ name: 'PinInput' }).exists()).toBe(true)
    const group = wrapper.find('[data-path="code"] [role="group"]')
    expect(group.attributes('aria-label')).toBe('Code')
    expect(cells()).toHaveLength(4)
    await typeInto(cells(), 'ab12')
    expect(data.value).toEqual({ code: 'ab12' })
  })

  it('stores an incomplete code as typed, and undefined once emptied', async () => {
    const { cells, data } = await mountPin({ maxLength: 4 })
    await typeInto(cells(), 'ab')
    expect(data.value).toEqual({ code: 'ab' })
    await cells()[1]!.trigger('keydown', { key: 'Backspace' })
    await cells()[0]!.trigger('keydown', { key: 'Backspace' })
    await settle()
    expect(data.value).toEqual({})
  })

  it('keeps an emptied cell in place while the code is edited', async () => {
    const { cells, data, values } = await mountPin({ maxLength: 4 })
    await typeInto(cells(), '1234')
    await cells()[1]!.trigger('keydown', { key: 'Backspace' })
    await settle()
    expect(data.value).toEqual({ code: '134' })
    expect(values()).toEqual(['1', '', '3', '4'])
  })

  it('wins over the text input, the password and the textarea', async () => {
    const { wrapper, cells } = await mountPin({ format: 'password', maxLength: 4 }, { multi: true })
    expect(cells()).toHaveLength(4)
    expect(wrapper.find('[data-path="code"] textarea').exists()).toBe(false)
    expect(wrapper.find('[data-path="code"] [data-testid="password-toggle"]').exists()).toBe(false)
  })

  it('leaves a string without format: "pin" to the text input', async () => {
    const { wrapper } = await mountPin({ maxLength: 4 }, { format: undefined })
    expect(wrapper.findComponent({ name: 'PinInput' }).exists()).toBe(false)
    expect(wrapper.find('[data-path="code"] input[name="code"]').exists()).toBe(true)
  })

  it('shows a stored code in the cells', async () => {
    const { values } = await mountPin({ maxLength: 4 }, {}, { code: '7a9' })
    expect(values()).toEqual(['7', 'a', '9', ''])
  })

  it('infers the length from maxLength, then from the pattern; the option wins', async () => {
    expect((await mountPin({ maxLength: 6 })).cells()).toHaveLength(6)
    expect((await mountPin({ pattern: '^[A-Z0-9]{5}$' })).cells()).toHaveLength(5)
    expect((await mountPin({ pattern: '^\\d{6}$' }, { length: 3 })).cells()).toHaveLength(3)
    expect((await mountPin({})).cells()).toHaveLength(4)
  })

  it('infers a numeric type from a digits-only pattern, text otherwise; the type option wins', async () => {
    const digits = await mountPin({ pattern: '^\\d{6}$' })
    expect(digits.cells()).toHaveLength(6)
    expect(digits.cells()[0]!.attributes('inputmode')).toBe('numeric')
    await digits.cells()[0]!.setValue('x')
    await settle()
    expect(digits.data.value).toEqual({})
    await typeInto(digits.cells(), '042')
    expect(digits.data.value).toEqual({ code: '042' })
    const letters = await mountPin({ pattern: '^[A-Z0-9]{5}$' })
    expect(letters.cells()[0]!.attributes('inputmode')).toBe('text')
    const forced = await mountPin({ pattern: '^\\d{6}$' }, { type: 'text' })
    expect(forced.cells()[0]!.attributes('inputmode')).toBe('text')
    const numeric = await mountPin({ maxLength: 4 }, { type: 'number' })
    expect(numeric.cells()[0]!.attributes('inputmode')).toBe('numeric')
  })

  it('masks the cells with mask, and asks for the one-time code with otp', async () => {
    const plain = await mountPin({ maxLength: 4 })
    expect(plain.cells()[0]!.attributes('type')).toBe('text')
    expect(plain.cells()[0]!.attributes('autocomplete')).not.toBe('one-time-code')
    const masked = await mountPin({ maxLength: 4 }, { mask: true, otp: true })
    expect(masked.cells().map(cell => cell.attributes('type'))).toEqual(['password', 'password', 'password', 'password'])
    expect(masked.cells()[0]!.attributes('autocomplete')).toBe('one-time-code')
  })

  it('passes placeholder and pinInput to the widget', async () => {
    const { wrapper, cells } = await mountPin({ maxLength: 4 }, { placeholder: '○', pinInput: { size: 'xl', separator: 2 } })
    expect(cells()[0]!.attributes('placeholder')).toBe('○')
    expect(wrapper.findComponent({ name: 'PinInput' }).props('size')).toBe('xl')
    expect(wrapper.findAll('[data-path="code"] [data-slot="separator"]')).toHaveLength(1)
  })

  it('is disabled when read-only', async () => {
    const { cells } = await mountPin({ maxLength: 4 }, { readonly: true }, { code: '12' })
    expect(cells().every(cell => cell.attributes('disabled') !== undefined)).toBe(true)
  })

  it('empties the code with clearable', async () => {
    const { wrapper, data, values } = await mountPin({ maxLength: 4 }, { clearable: true }, { code: '1234' })
    await wrapper.find('[data-path="code"] [data-testid="clear-button"]').trigger('click')
    await settle()
    expect(data.value).toEqual({})
    expect(values()).toEqual(['', '', '', ''])
  })
})

describe('pin with bad stored data', () => {
  it('shows a code longer than the cells with a note and keeps it until the user edits', async () => {
    const { wrapper, data, values, notes, cells, errors } = await mountPin({ maxLength: 6 }, {}, { code: '1234567', other: 'x' })
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(notes()).toEqual(['The stored code has 7 characters but the field has 6 cells: only the first 6 are shown, and the next change keeps only those.'])
    expect((errors.value ?? []).some(error => error.instancePath === '/code' && error.keyword === 'maxLength')).toBe(true)
    await wrapper.find('[data-path="other"] input').setValue('y')
    await settle()
    expect(data.value).toEqual({ code: '1234567', other: 'y' })
    await cells()[5]!.setValue('9')
    await settle()
    expect(data.value).toEqual({ code: '123459', other: 'y' })
    expect(notes()).toEqual([])
  })

  it('keeps a longer code with a note when only the length option bounds the cells', async () => {
    const { notes, data } = await mountPin({}, { length: 4 }, { code: 'abcdef' })
    expect(notes()).toHaveLength(1)
    expect(data.value).toEqual({ code: 'abcdef' })
  })

  it('shows a value that is not text with a note and the validation error, keeping it until the user types', async () => {
    const { wrapper, data, values, notes, cells } = await mountPin({ maxLength: 4 }, {}, { code: 1234 })
    expect(values()).toEqual(['1', '2', '3', '4'])
    expect(notes()).toEqual(['The stored value is not text; the next change replaces it with the typed code.'])
    expect(wrapper.find('[data-path="code"] [data-slot="error"]').exists()).toBe(true)
    expect(data.value).toEqual({ code: 1234 })
    await cells()[3]!.setValue('5')
    await settle()
    expect(data.value).toEqual({ code: '1235' })
    const object = await mountPin({ maxLength: 4 }, {}, { code: { nested: true } })
    expect(object.values()).toEqual(['', '', '', ''])
    expect(object.notes()).toHaveLength(1)
    expect(object.data.value).toEqual({ code: { nested: true } })
  })
})

describe('pin gallery examples', () => {
  it.each(examples.map(example => [example.id, example] as const))('%s mounts with a pin widget per pin field', async (_id, example) => {
    const { wrapper, data } = await mountForm({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    const pinFields = JSON.stringify(example.uischema).match(/"format":"pin"/g)!.length
    expect(wrapper.findAllComponents({ name: 'PinInput' })).toHaveLength(pinFields)
    expect(data.value).toEqual(example.data)
  })
})
