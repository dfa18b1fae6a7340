import { tolerantMiddleware } from 'nuxt-ui-jsonforms'
import { describe, expect, it, vi } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'
import { mountJsonForm } from '../helpers/mountJsonForm'

describe('bad input', () => {
  it('explains a Control whose scope points nowhere and keeps the rest of the form', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ name: { type: 'string' } }),
      uischema: { type: 'VerticalLayout', elements: [control('missing'), control('name')] } as never,
      data: {},
    })
    expect(wrapper.find('[data-testid="unrendered-element"]').text()).toContain('The scope "#/properties/missing" points to nothing in the schema.')
    expect(wrapper.find('input[name="name"]').exists()).toBe(true)
  })

  it('explains a Control without a scope string and a scope through a non-object', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ name: { type: 'string' } }),
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: 42 }, control('name/properties/first'), control('name')] } as never,
      data: { name: 'Ada' },
    })
    const notes = wrapper.findAll('[data-testid="unrendered-element"]').map(note => note.text())
    expect(notes).toEqual(['This Control has no `scope` string.', 'The scope "#/properties/name/properties/first" points to nothing in the schema.'])
    expect((wrapper.find('input[name="name"]').element as HTMLInputElement).value).toBe('Ada')
  })

  it('explains an element of an unknown type', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ name: { type: 'string' } }),
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Carousel' }, control('name')] } as never,
      data: {},
    })
    expect(wrapper.find('[data-testid="unrendered-element"]').text()).toContain('type "Carousel"')
  })

  it('explains a layout without an elements array', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ name: { type: 'string' } }), uischema: { type: 'VerticalLayout', elements: 'oops' } as never, data: {} })
    expect(wrapper.find('[data-testid="unrendered-element"]').text()).toContain('no `elements` array')
  })

  it('shows a number held by a string field, with the validation error, and keeps it until edited', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ name: { type: 'string' } }), uischema: control('name'), data: { name: 42 } })
    expect((wrapper.find('input[name="name"]').element as HTMLInputElement).value).toBe('42')
    expect(wrapper.find('[data-slot="error"]').text()).toContain('Must be text')
    expect(data.value).toEqual({ name: 42 })
  })

  it('shows an empty number field with the validation error for a string that is not a number', async () => {
    const { wrapper, data } = await mountForm({ schema: objectSchema({ age: { type: 'number' } }), uischema: control('age'), data: { age: 'abc' } })
    expect((wrapper.find('[data-path="age"] input').element as HTMLInputElement).value).toBe('')
    expect(wrapper.find('[data-slot="error"]').text()).toContain('Must be a number')
    expect(data.value).toEqual({ age: 'abc' })
  })

  it('renders empty fields for null data and stores what the user types', async () => {
    const error = vi.spyOn(console, 'error')
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ name: { type: 'string' }, age: { type: 'integer' }, ok: { type: 'boolean' } }),
      uischema: { type: 'VerticalLayout', elements: [control('name'), control('age'), control('ok')] } as never,
      data: null,
    })
    expect((wrapper.find('input[name="name"]').element as HTMLInputElement).value).toBe('')
    expect(wrapper.find('button[role="checkbox"]').attributes('aria-checked')).toBe('false')
    await wrapper.find('input[name="name"]').setValue('Ada')
    await settle()
    expect(data.value).toEqual({ name: 'Ada' })
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('renders nothing broken for an object held by a string field', async () => {
    const { wrapper } = await mountForm({ schema: objectSchema({ name: { type: 'string' } }), uischema: control('name'), data: { name: { first: 'Ada' } } })
    expect((wrapper.find('input[name="name"]').element as HTMLInputElement).value).toBe('')
    expect(wrapper.find('[data-slot="error"]').text()).toContain('Must be text')
  })
})

describe('form-level problems', () => {
  it('says so when the data as a whole has the wrong type, and still renders the fields', async () => {
    for (const data of ['hello', [1, 2], 42]) {
      const { wrapper } = await mountForm({
        schema: objectSchema({ a: { type: 'string' } }),
        uischema: { type: 'VerticalLayout', elements: [control('a')] } as never,
        data,
      })
      expect(wrapper.find('[data-testid="form-notice"]').text()).toContain('The form data as a whole must be object')
      expect(wrapper.find('input[name="a"]').exists()).toBe(true)
      wrapper.unmount()
    }
  })

  it.each([
    ['an object', { type: 'object' }],
    ['an object or a boolean', { type: ['object', 'boolean'] }],
    ['an object with required fields', { type: 'object', required: ['a'] }],
  ])('shows no notice for data that is simply absent (the schema wants %s)', async (_kind, root) => {
    const { wrapper } = await mountJsonForm(undefined, { schema: { ...root, properties: { a: { type: 'string' } } } })
    expect(wrapper.findAll('[data-testid="form-notice"]')).toEqual([])
  })

  it('renders a form whose schema cannot be compiled, without validation, with tolerantMiddleware', async () => {
    const schema = objectSchema({ a: { type: 'string', minLength: 3 }, r: { $ref: '#/definitions/missing' } as never })
    const { wrapper, data } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('a')] } as never,
      data: { a: 'x' },
      middleware: tolerantMiddleware,
    })
    expect(wrapper.find('[data-testid="form-notice"]').text()).toContain("can't resolve reference #/definitions/missing")
    await wrapper.find('input[name="a"]').setValue('xy')
    await settle()
    expect(data.value).toEqual({ a: 'xy' })
  })

  it('does not try to compile a broken schema again on every change', async () => {
    const schema = objectSchema({ a: { type: 'string' }, r: { $ref: '#/definitions/missing' } as never })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { wrapper, props } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('a')] } as never,
      data: {},
      middleware: tolerantMiddleware,
    })
    const afterMount = logged.mock.calls.length
    for (const text of ['x', 'xy', 'xyz']) {
      await wrapper.find('input[name="a"]').setValue(text)
      await settle()
    }
    props.value = { ...props.value, config: { placeholder: 'changed' } }
    await settle()
    expect(logged.mock.calls.length).toBe(afterMount)
    expect(wrapper.find('[data-testid="form-notice"]').exists()).toBe(true)
    logged.mockRestore()
  })

  it('shows a notice once, at the root, with no notices component in the nested layouts of objects and list items', async () => {
    const address = { type: 'object', properties: { city: { type: 'string' } } }
    const { wrapper } = await mountForm({
      // Too few properties: an error on the data as a whole, the form's one notice.
      schema: { ...objectSchema({ home: address, work: address, stops: { type: 'array', items: address } }), minProperties: 4 },
      uischema: { type: 'VerticalLayout', elements: [{ type: 'Group', label: 'Places', elements: [control('home'), control('work')] }, control('stops')] } as never,
      data: { home: {}, work: {}, stops: [{}, {}] },
    })
    expect(wrapper.findAll('[data-layout]').length).toBeGreaterThan(4)
    expect(wrapper.findAllComponents({ name: 'FormNotices' })).toHaveLength(1)
    expect(wrapper.findAll('[data-testid="form-notice"]')).toHaveLength(1)
  })

  it('shows no notice for a valid form', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ a: { type: 'string' } }, ['a']),
      uischema: { type: 'VerticalLayout', elements: [control('a')] } as never,
      data: {},
      middleware: tolerantMiddleware,
    })
    expect(wrapper.find('[data-testid="form-notice"]').exists()).toBe(false)
  })
})

describe('malformed options', () => {
  const schema = objectSchema({ name: { type: 'string' }, bio: { type: 'string' }, age: { type: 'integer' }, ok: { type: 'boolean' } })
  const numberedAttributes = (html: string) => html.match(/\s\d+="/g) ?? []

  it('ignores pass-through options that are not objects instead of spreading them as attributes', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: {
        type: 'VerticalLayout',
        elements: [
          control('name', { input: 'big', formField: 42, styles: 'red' }),
          control('bio', { multi: true, textarea: [1, 2] }),
          control('age', { inputNumber: 'wide' }),
          control('ok', { toggle: true, switch: 'on' }),
        ],
      } as never,
      data: { name: 'Ada', age: 3, ok: true },
    })
    expect(numberedAttributes(wrapper.html())).toEqual([])
    expect((wrapper.find('input[name="name"]').element as HTMLInputElement).value).toBe('Ada')
    expect(wrapper.find('textarea').exists()).toBe(true)
    expect(wrapper.find('button[role="switch"]').attributes('aria-checked')).toBe('true')
  })

  it('falls back to the defaults for counts that are not whole positive numbers', async () => {
    const { wrapper } = await mountForm({ schema, uischema: control('bio', { multi: true, rows: 'ten', minRows: -3 }), data: {} })
    const textarea = wrapper.findComponent({ name: 'Textarea' })
    expect(textarea.props('maxrows')).toBe(30)
    expect(textarea.props('rows')).toBe(3)
  })
})
