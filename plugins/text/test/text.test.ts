import { describe, expect, it } from 'vitest'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { textPlugin } from '..'
import { characterCounter, toDisplayText, toStoredText } from '../text'

const mountForm = mountWith([textPlugin])

const nameSchema = objectSchema({ name: { type: 'string', title: 'Full name', maxLength: 5 } })

describe('text conversions', () => {
  it('stores an emptied field as undefined and cuts to maxLength', () => {
    expect(toStoredText('')).toBeUndefined()
    expect(toStoredText('abcdef', 3)).toBe('abc')
    expect(toDisplayText(42)).toBe('42')
    expect(toDisplayText({ a: 1 })).toBe('')
    expect(characterCounter('abc', 10, true)).toBe('3/10')
    expect(characterCounter('abc', 10, false)).toBeUndefined()
  })
})

describe('text input (UInput)', () => {
  it('renders the label and stores typed text', async () => {
    const { wrapper, data } = await mountForm({ schema: nameSchema, uischema: control('name'), data: {} })
    expect(wrapper.find('label').text()).toContain('Full name')
    await wrapper.find('input[name="name"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ name: 'Ada' })
  })

  it('stores undefined, not an empty string, when the field is emptied', async () => {
    const { wrapper, data } = await mountForm({ schema: nameSchema, uischema: control('name'), data: { name: 'Ada' } })
    await wrapper.find('input[name="name"]').setValue('')
    await settle()
    expect(data.value).toEqual({})
  })

  it('with restrict, enforces maxLength and shows a character counter', async () => {
    const { wrapper, data } = await mountForm({ schema: nameSchema, uischema: control('name', { restrict: true }), data: { name: 'Ad' } })
    const input = wrapper.find('input[name="name"]')
    expect(input.attributes('maxlength')).toBe('5')
    expect(wrapper.find('[data-slot="hint"]').text()).toBe('2/5')
    await input.setValue('Adalovelace')
    await settle()
    expect(data.value).toEqual({ name: 'Adalo' })
    expect(wrapper.find('[data-slot="hint"]').text()).toBe('5/5')
  })

  it('without restrict, has no counter and no maxlength', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name'), data: { name: 'Ad' } })
    expect(wrapper.find('input[name="name"]').attributes('maxlength')).toBeUndefined()
    expect(wrapper.find('[data-slot="hint"]').exists()).toBe(false)
  })

  it('spreads the input pass-through onto UInput', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { input: { size: 'xl', variant: 'soft', autocomplete: 'name' } }), data: {} })
    const input = wrapper.find('input[name="name"]')
    expect(input.attributes('autocomplete')).toBe('name')
    expect(input.classes()).toContain('text-base')
    expect(input.classes().join(' ')).toContain('bg-elevated')
  })
})

describe('password', () => {
  const schema = objectSchema({ secret: { type: 'string', format: 'password' } })

  it('masks the value and reveals it with the built-in button', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('secret'), data: {} })
    const input = wrapper.find('input[name="secret"]')
    expect(input.attributes('type')).toBe('password')
    const toggle = wrapper.find('[data-testid="password-toggle"]')
    expect(toggle.attributes('aria-label')).toBe('Show password')
    await toggle.trigger('click')
    expect(input.attributes('type')).toBe('text')
    expect(toggle.attributes('aria-label')).toBe('Hide password')
    await input.setValue('s3cret')
    await settle()
    expect(data.value).toEqual({ secret: 's3cret' })
  })
})

describe('textarea (UTextarea)', () => {
  const schema = objectSchema({ bio: { type: 'string' } })

  it('renders a textarea with multi: true, growing up to rows (default 30)', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema: control('bio', { multi: true }), data: {} })
    const textarea = wrapper.find('textarea')
    expect(textarea.exists()).toBe(true)
    expect(wrapper.find('input').exists()).toBe(false)
    await textarea.setValue('line 1\nline 2')
    await settle()
    expect(data.value).toEqual({ bio: 'line 1\nline 2' })
    const field = wrapper.findComponent({ name: 'Textarea' })
    expect(field.props('maxrows')).toBe(30)
    expect(field.props('autoresize')).toBe(true)
  })

  it('uses rows as maximum and minRows as initial height', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('bio', { multi: true, rows: 8, minRows: 4 }), data: {} })
    const textarea = wrapper.find('textarea')
    expect(textarea.attributes('rows')).toBe('4')
    expect(wrapper.findComponent({ name: 'Textarea' }).props('maxrows')).toBe(8)
  })

  it('spreads the textarea pass-through onto UTextarea', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('bio', { multi: true, textarea: { variant: 'soft', spellcheck: 'false' } }), data: {} })
    expect(wrapper.find('textarea').attributes('spellcheck')).toBe('false')
    expect(wrapper.find('textarea').classes().join(' ')).toContain('bg-elevated')
  })

  it('stays a single-line input without multi', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('bio'), data: {} })
    expect(wrapper.find('textarea').exists()).toBe(false)
  })
})
