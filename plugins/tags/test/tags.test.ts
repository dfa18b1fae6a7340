import type { DOMWrapper } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { examples } from '../examples'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { tagsPlugin } from '..'

const mountForm = mountWith([layoutsPlugin, tagsPlugin, textPlugin])

const tagsSchema = (extra: Record<string, unknown> = {}, items: Record<string, unknown> = {}) =>
  objectSchema({ tags: { type: 'array', title: 'Tags', items: { type: 'string', ...items }, ...extra }, other: { type: 'string', title: 'Other' } })

const tagsField = (options: Record<string, unknown> = {}) => control('tags', { format: 'tags', ...options })

async function mountTags(input: { schema?: ReturnType<typeof tagsSchema>, options?: Record<string, unknown>, data?: unknown } = {}) {
  const form = await mountForm({ schema: input.schema ?? tagsSchema(), uischema: { type: 'VerticalLayout', elements: [tagsField(input.options), control('other')] } as never, data: input.data ?? {} })
  const input_ = form.wrapper.find<HTMLInputElement>('[data-path="tags"] input[data-slot="input"]')
  const chips = () => form.wrapper.findAll('[data-path="tags"] [data-slot="itemText"]').map(chip => chip.text())
  const notes = () => form.wrapper.findAll('[data-path="tags"] [data-slot="tags-notes"] p').map(p => p.text())
  return { ...form, input: input_, chips, notes }
}

async function type(input: DOMWrapper<HTMLInputElement>, text: string, enter = true) {
  await input.setValue(text)
  if (enter)
    await input.trigger('keydown', { key: 'Enter' })
  await settle()
}

async function paste(input: DOMWrapper<HTMLInputElement>, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
  input.element.dispatchEvent(event)
  await settle()
}

describe('tags (UInputTags)', () => {
  it('renders UInputTags labelled by the control label, showing the stored tags', async () => {
    const { wrapper, input, chips } = await mountTags({ data: { tags: ['vue', 'nuxt'] } })
    expect(wrapper.findComponent({ name: 'InputTags' }).exists()).toBe(true)
    const label = wrapper.find('[data-path="tags"] label')
    expect(label.text()).toBe('Tags')
    expect(label.attributes('for')).toBe(input.attributes('id'))
    expect(chips()).toEqual(['vue', 'nuxt'])
  })

  it('stores a typed tag on Enter and empties the input', async () => {
    const { input, data, chips } = await mountTags()
    await type(input, '  vue ')
    expect(data.value).toEqual({ tags: ['vue'] })
    expect(chips()).toEqual(['vue'])
    expect(input.element.value).toBe('')
    await type(input, 'nuxt')
    expect(data.value).toEqual({ tags: ['vue', 'nuxt'] })
  })

  it('splits a pasted list on the default comma', async () => {
    const { input, data } = await mountTags()
    await paste(input, 'a, b,c')
    expect(data.value).toEqual({ tags: ['a', 'b', 'c'] })
    expect(input.element.value).toBe('')
  })

  it('splits a pasted list on a custom delimiter, and keeps commas inside tags', async () => {
    const { input, data } = await mountTags({ options: { delimiter: ';' } })
    await paste(input, 'Paris, France;Lyon;  Nice ')
    expect(data.value).toEqual({ tags: ['Paris, France', 'Lyon', 'Nice'] })
  })

  it('turns typed text containing the delimiter into tags, keeping what follows it', async () => {
    const { input, data } = await mountTags()
    await type(input, 'red,green,bl', false)
    expect(data.value).toEqual({ tags: ['red', 'green'] })
    expect(input.element.value).toBe('bl')
  })

  it('refuses a tag over maxItems with a visible reason and keeps the typed text', async () => {
    const { input, data, notes } = await mountTags({ schema: tagsSchema({ maxItems: 2 }), data: { tags: ['a', 'b'] } })
    await type(input, 'c')
    expect(data.value).toEqual({ tags: ['a', 'b'] })
    expect(notes()).toEqual(['Maximum number of tags: 2'])
    expect(input.element.value).toBe('c')
  })

  it('adds what fits of a pasted list; the rest goes back into the input with the reason', async () => {
    const { input, data, notes } = await mountTags({ schema: tagsSchema({ maxItems: 3 }), data: { tags: ['a'] } })
    await paste(input, 'b,c,d,e')
    expect(data.value).toEqual({ tags: ['a', 'b', 'c'] })
    expect(notes()).toEqual(['Maximum number of tags: 3'])
    expect(input.element.value).toBe('d,e')
  })

  it('refuses a duplicate with uniqueItems, and allows it without', async () => {
    const unique = await mountTags({ schema: tagsSchema({ uniqueItems: true }), data: { tags: ['vue'] } })
    await type(unique.input, 'vue')
    expect(unique.data.value).toEqual({ tags: ['vue'] })
    expect(unique.notes()).toEqual(['Already added: vue'])
    expect(unique.input.element.value).toBe('vue')
    unique.wrapper.unmount()
    const free = await mountTags({ data: { tags: ['vue'] } })
    await type(free.input, 'vue')
    expect(free.data.value).toEqual({ tags: ['vue', 'vue'] })
  })

  it('refuses a tag longer than items.maxLength, saying so while typing and on Enter', async () => {
    const { input, data, notes } = await mountTags({ schema: tagsSchema({}, { maxLength: 5 }) })
    await type(input, 'abcdefg', false)
    expect(notes()).toEqual(['Maximum length of a tag: 5 characters'])
    await input.trigger('keydown', { key: 'Enter' })
    await settle()
    expect(data.value).toEqual({})
    expect(input.element.value).toBe('abcdefg')
    await type(input, 'abcde')
    expect(data.value).toEqual({ tags: ['abcde'] })
    expect(notes()).toEqual([])
  })

  it('removes a tag with its delete button, storing undefined once empty', async () => {
    const { wrapper, data } = await mountTags({ data: { tags: ['a', 'b'] } })
    await wrapper.findAll('[data-path="tags"] [data-slot="itemDelete"]')[0]!.trigger('click')
    await settle()
    expect(data.value).toEqual({ tags: ['b'] })
    await wrapper.find('[data-path="tags"] [data-slot="itemDelete"]').trigger('click')
    await settle()
    expect(data.value).toEqual({})
  })

  it('empties the list with clearable', async () => {
    const { wrapper, data, chips } = await mountTags({ options: { clearable: true }, data: { tags: ['a', 'b'] } })
    const clear = wrapper.find('[data-path="tags"] [data-testid="clear-button"]')
    expect(clear.attributes('aria-label')).toBe('Clear')
    await clear.trigger('click')
    await settle()
    expect(data.value).toEqual({})
    expect(chips()).toEqual([])
    expect(wrapper.find('[data-path="tags"] [data-testid="clear-button"]').exists()).toBe(false)
  })

  it('passes placeholder and inputTags to the widget', async () => {
    const { wrapper, input } = await mountTags({ options: { placeholder: 'Add a tag', inputTags: { size: 'xl', variant: 'soft', color: 'neutral' } } })
    expect(input.attributes('placeholder')).toBe('Add a tag')
    const widget = wrapper.findComponent({ name: 'InputTags' })
    expect(widget.props('size')).toBe('xl')
    expect(widget.props('variant')).toBe('soft')
  })

  it('is disabled when read-only', async () => {
    const { input } = await mountTags({ options: { readonly: true }, data: { tags: ['a'] } })
    expect(input.attributes('disabled')).toBeDefined()
  })

  it('still checks the limits when the widget adds a tag itself (inputTags.addOnBlur)', async () => {
    const { input, data, notes } = await mountTags({ schema: tagsSchema({ maxItems: 1 }), options: { inputTags: { addOnBlur: true } }, data: { tags: ['a'] } })
    await input.setValue('b')
    await input.trigger('blur')
    await settle()
    expect(data.value).toEqual({ tags: ['a'] })
    expect(notes()).toEqual(['Maximum number of tags: 1'])
    expect(input.element.value).toBe('b')
  })
})

describe('tags renderer choice', () => {
  it('wins over the checkbox group for an array of enum strings with format: "tags"', async () => {
    const schema = objectSchema({ tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } })
    const tags = await mountForm({ schema, uischema: tagsField(), data: {} })
    expect(tags.wrapper.findComponent({ name: 'InputTags' }).exists()).toBe(true)
    tags.wrapper.unmount()
    const plain = await mountForm({ schema, uischema: control('tags'), data: {} })
    expect(plain.wrapper.findComponent({ name: 'InputTags' }).exists()).toBe(false)
  })

  it('leaves an array of numbers alone', async () => {
    const schema = objectSchema({ tags: { type: 'array', items: { type: 'number' } } })
    const { wrapper } = await mountForm({ schema, uischema: tagsField(), data: {} })
    expect(wrapper.findComponent({ name: 'InputTags' }).exists()).toBe(false)
  })
})

describe('tags strings', () => {
  it('go through the form translator', async () => {
    const translate = (key: string, english: string, values?: Record<string, unknown>) =>
      key === 'nui.tags.maxItems' ? `Au plus ${values?.max} étiquettes` : english
    const form = await mountForm({ schema: tagsSchema({ maxItems: 1 }), uischema: tagsField(), data: { tags: ['a'] }, i18n: { locale: 'fr', translate: translate as never } })
    const input = form.wrapper.find<HTMLInputElement>('[data-path="tags"] input[data-slot="input"]')
    await type(input, 'b')
    expect(form.wrapper.find('[data-slot="tags-notes"]').text()).toBe('Au plus 1 étiquettes')
  })
})

describe('tags with bad stored data', () => {
  it('keeps a list over maxItems, with a visible note and the validation error, until the user edits', async () => {
    const { wrapper, data, errors, chips, notes } = await mountTags({ schema: tagsSchema({ maxItems: 2 }), data: { tags: ['a', 'b', 'c'], other: 'fine' } })
    expect(chips()).toEqual(['a', 'b', 'c'])
    expect(notes()).toEqual(['Too many tags are stored (3, maximum 2): remove some.'])
    expect((errors.value ?? []).some(error => error.instancePath === '/tags' && error.keyword === 'maxItems')).toBe(true)
    expect(wrapper.find('[data-path="tags"] [data-slot="error"]').text()).toContain('2')
    expect(data.value).toEqual({ tags: ['a', 'b', 'c'], other: 'fine' })
    await wrapper.find('[data-path="other"] input').setValue('still works')
    await settle()
    expect(data.value).toEqual({ tags: ['a', 'b', 'c'], other: 'still works' })
    await wrapper.find('[data-path="tags"] [data-slot="itemDelete"]').trigger('click')
    await settle()
    expect(data.value).toEqual({ tags: ['b', 'c'], other: 'still works' })
    expect(notes()).toEqual([])
  })

  it('shows a value that is not a list as no tags with a note, and keeps it until a tag is added', async () => {
    const { input, data, chips, notes } = await mountTags({ data: { tags: 'a,b' } })
    expect(chips()).toEqual([])
    expect(notes()).toEqual(['The stored value is not a list of tags; adding a tag replaces it.'])
    expect(data.value).toEqual({ tags: 'a,b' })
    await type(input, 'c')
    expect(data.value).toEqual({ tags: ['c'] })
    expect(notes()).toEqual([])
  })

  it('shows items that are not text as text, with a note', async () => {
    const { chips, notes, data } = await mountTags({ data: { tags: ['a', 2, null] } })
    expect(chips()).toEqual(['a', '2', 'null'])
    expect(notes()).toEqual(['Some stored tags are not text; they are shown as text and saved as text on the next change.'])
    expect(data.value).toEqual({ tags: ['a', 2, null] })
  })
})

describe('tags gallery examples', () => {
  it.each(examples.map(example => [example.id, example] as const))('%s mounts with a tags widget per tags field', async (_id, example) => {
    const { wrapper, data } = await mountForm({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    const tagsFields = JSON.stringify(example.uischema).match(/"format":"tags"/g)!.length
    expect(wrapper.findAllComponents({ name: 'InputTags' })).toHaveLength(tagsFields)
    expect(data.value).toEqual(example.data)
  })
})
