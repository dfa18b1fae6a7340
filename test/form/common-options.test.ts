import { describe, expect, it, vi } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const nameSchema = objectSchema({ name: { type: 'string', title: 'Name', description: 'As on your passport' } }, ['name'])
const input = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper'], path = 'name') => wrapper.find(`[data-path="${path}"] input`)

describe('placeholder and focus', () => {
  it('passes the placeholder to the widget', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { placeholder: 'Jane Doe' }), data: {} })
    expect(input(wrapper).attributes('placeholder')).toBe('Jane Doe')
  })

  it('focuses the widget on mount with focus: true, and not without it', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { focus: true }), data: {} })
    expect(document.activeElement).toBe(input(wrapper).element)
    wrapper.unmount()
    const other = await mountForm({ schema: nameSchema, uischema: control('name'), data: {} })
    expect(document.activeElement).not.toBe(input(other.wrapper).element)
  })
})

describe('readonly', () => {
  const cases = [
    ['the readonly option', { uischema: control('name', { readonly: true }) }],
    ['schema readOnly', { schema: objectSchema({ name: { type: 'string', readOnly: true } }) }],
    ['config.readonly', { config: { readonly: true } }],
    ['the form readonly prop', { readonly: true }],
  ] as const
  for (const [source, input] of cases) {
    it(`makes the field read-only from ${source}`, async () => {
      const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name'), data: { name: 'Ada' }, ...input })
      expect(wrapper.find('[data-path="name"] input').attributes('readonly')).toBeDefined()
    })
  }

  it('leaves the field editable without any source', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name'), data: { name: 'Ada' } })
    expect(input(wrapper).attributes('readonly')).toBeUndefined()
  })
})

describe('label, asterisk and description', () => {
  it('shows the required asterisk, and hides it with hideRequiredAsterisk', async () => {
    const shown = await mountForm({ schema: nameSchema, uischema: control('name'), data: {} })
    expect(shown.wrapper.find('label').classes().join(' ')).toContain("after:content-['*']")
    shown.wrapper.unmount()
    const hidden = await mountForm({ schema: nameSchema, uischema: control('name', { hideRequiredAsterisk: true }), data: {} })
    expect(hidden.wrapper.find('label').classes().join(' ')).not.toContain("after:content-['*']")
  })

  it('shows the description only while focused by default', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name'), data: {} })
    expect(wrapper.text()).not.toContain('As on your passport')
    await input(wrapper).trigger('focusin')
    expect(wrapper.text()).toContain('As on your passport')
    await input(wrapper).trigger('focusout')
    expect(wrapper.text()).not.toContain('As on your passport')
  })

  it('shows a description the schema gives while the field has the focus, and hides it on blur', async () => {
    const plain = objectSchema({ name: { type: 'string', title: 'Name' } }, ['name'])
    const { wrapper, props } = await mountForm({ schema: plain, uischema: control('name'), data: {} })
    await input(wrapper).trigger('focusin')
    expect(wrapper.find('[data-slot="description"]').exists()).toBe(false)
    props.value = { ...props.value, schema: nameSchema }
    await settle()
    expect(wrapper.find('[data-slot="description"]').text()).toBe('As on your passport')
    await input(wrapper).trigger('focusout')
    expect(wrapper.text()).not.toContain('As on your passport')
  })

  it('shows the description unfocused with showUnfocusedDescription', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { showUnfocusedDescription: true }), data: {} })
    expect(wrapper.find('[data-slot="description"]').text()).toBe('As on your passport')
  })

  it('never shows the description with hideDescription', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { hideDescription: true, showUnfocusedDescription: true }), data: {} })
    await input(wrapper).trigger('focusin')
    expect(wrapper.text()).not.toContain('As on your passport')
  })
})

describe('clearOnHide', () => {
  const schema = objectSchema({ hasPet: { type: 'boolean' }, pet: { type: 'string', default: 'cat' }, nick: { type: 'string' } })
  const hiddenWithoutPet = (name: string, options?: Record<string, unknown>) => control(name, options, {
    rule: { effect: 'HIDE', condition: { scope: '#/properties/hasPet', schema: { const: false } } },
  })
  const uischema = (options?: Record<string, unknown>) => ({
    type: 'VerticalLayout',
    elements: [control('hasPet'), hiddenWithoutPet('pet', options), hiddenWithoutPet('nick', options)],
  }) as never

  async function hide(options?: Record<string, unknown>) {
    const form = await mountForm({ schema, uischema: uischema(options), data: { hasPet: true, pet: 'dog', nick: 'Rex' } })
    expect(form.wrapper.find('[data-path="pet"]').exists()).toBe(true)
    await form.wrapper.find('[data-path="hasPet"] button[role="checkbox"]').trigger('click')
    await settle()
    return form
  }

  it('resets a hidden value to its default, or removes it, by default', async () => {
    const { wrapper, data } = await hide()
    expect(wrapper.find('[data-path="pet"]').exists()).toBe(false)
    expect(data.value).toEqual({ hasPet: false, pet: 'cat' })
  })

  it('keeps the value with clearOnHide: false', async () => {
    const { wrapper, data } = await hide({ clearOnHide: false })
    expect(wrapper.find('[data-path="pet"]').exists()).toBe(false)
    expect(data.value).toEqual({ hasPet: false, pet: 'dog', nick: 'Rex' })
  })
})

describe('enableFilterErrorsBeforeTouch', () => {
  it('shows errors at once by default', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name'), data: {} })
    expect(wrapper.find('[data-slot="error"]').text()).toContain('Required')
  })

  it('hides errors until the field is touched', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { enableFilterErrorsBeforeTouch: true }), data: {} })
    expect(wrapper.find('[data-slot="error"]').exists()).toBe(false)
    await input(wrapper).trigger('focusin')
    await input(wrapper).trigger('focusout')
    expect(wrapper.find('[data-slot="error"]').text()).toContain('Required')
  })
})

describe('clearable', () => {
  it('offers a clear button that removes the value', async () => {
    const { wrapper, data } = await mountForm({ schema: nameSchema, uischema: control('name', { clearable: true }), data: { name: 'Ada' } })
    await wrapper.find('[data-testid="clear-button"]').trigger('click')
    await settle()
    expect(data.value).toEqual({})
    expect(wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
  })

  it('has no clear button without the option', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name'), data: { name: 'Ada' } })
    expect(wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
  })
})

describe('icons', () => {
  const icons = { leadingIcon: 'i-lucide-user', trailingIcon: 'i-lucide-mail' }

  it('draws icons outside the widget by default', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', icons), data: {} })
    expect(wrapper.find('[data-slot="outside-leading-icon"]').exists()).toBe(true)
    expect(wrapper.find('[data-slot="outside-trailing-icon"]').exists()).toBe(true)
    expect(wrapper.find('[data-slot="leadingIcon"]').exists()).toBe(false)
  })

  it('draws icons inside the widget chrome with iconPlacement: inside', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { ...icons, iconPlacement: 'inside' }), data: {} })
    expect(wrapper.find('[data-slot="outside-leading-icon"]').exists()).toBe(false)
    expect(wrapper.find('[data-slot="leading"] svg').exists()).toBe(true)
    expect(wrapper.find('[data-slot="trailing"] svg').exists()).toBe(true)
  })

  it('lets pass-through icon props win in inside placement', async () => {
    const leadingSvg = async (options: Record<string, unknown>) => {
      const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { iconPlacement: 'inside', ...options }), data: {} })
      const svg = wrapper.find('[data-slot="leading"] svg').html()
      wrapper.unmount()
      return svg
    }
    const both = await leadingSvg({ leadingIcon: 'i-lucide-user', input: { leadingIcon: 'i-lucide-at-sign' } })
    const atSign = await leadingSvg({ input: { leadingIcon: 'i-lucide-at-sign' } })
    const user = await leadingSvg({ leadingIcon: 'i-lucide-user' })
    expect(both).toBe(atSign)
    expect(both).not.toBe(user)
  })

  it('keeps the trailing icon inside beside a clear button, in a text field, a textarea and a tags field', async () => {
    const schema = objectSchema({ name: { type: 'string' }, notes: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } })
    const inside = { ...icons, iconPlacement: 'inside', clearable: true }
    const uischema = { type: 'VerticalLayout', elements: [control('name', inside), control('notes', { ...inside, multi: true }), control('labels', { ...inside, format: 'tags' })] }
    const { wrapper } = await mountForm({ schema, uischema, data: { name: 'Ada', notes: 'Hi', labels: ['a'] } })
    for (const path of ['name', 'notes', 'labels']) {
      await vi.waitFor(() => expect(wrapper.find(`[data-path="${path}"] [data-slot="trailing"]`).exists()).toBe(true))
      const trailing = wrapper.find(`[data-path="${path}"] [data-slot="trailing"]`)
      // The clear button first, then the icon the widget would have drawn in the slot itself.
      expect(trailing.findAll('[data-testid="clear-button"], [data-slot="trailingIcon"]').map(node => node.attributes('data-testid') ?? node.attributes('data-slot'))).toEqual(['clear-button', 'trailingIcon'])
    }
  })

  it('keeps icons outside for a widget without icon chrome (number)', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ age: { type: 'integer' } }),
      uischema: control('age', { ...icons, iconPlacement: 'inside' }),
      data: {},
    })
    expect(wrapper.find('[data-slot="outside-leading-icon"]').exists()).toBe(true)
  })
})

describe('formField and styles', () => {
  it('spreads formField onto UFormField', async () => {
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { formField: { help: 'We never share it', hint: 'Optional' } }), data: { name: 'x' } })
    expect(wrapper.find('[data-slot="help"]').text()).toBe('We never share it')
    expect(wrapper.find('[data-slot="hint"]').text()).toBe('Optional')
  })

  it('applies options.styles over the styles injection over the defaults', async () => {
    const { wrapper } = await mountForm({
      schema: nameSchema,
      uischema: control('name', { styles: { control: { root: 'local-root' } } }),
      styles: { control: { root: 'host-root', input: 'host-input' } },
      data: {},
    })
    expect(wrapper.find('[data-path="name"]').classes()).toContain('local-root')
    expect(wrapper.find('[data-path="name"]').classes()).not.toContain('host-root')
    expect(wrapper.find('[data-path="name"] [data-slot="root"]').classes()).toContain('host-input')
  })
})

describe('config vs local options', () => {
  it('applies config form-wide and lets the element options win', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ a: { type: 'string' }, b: { type: 'string' } }),
      uischema: { type: 'VerticalLayout', elements: [control('a'), control('b', { placeholder: 'local' })] } as never,
      config: { placeholder: 'global' },
      data: {},
    })
    expect(input(wrapper, 'a').attributes('placeholder')).toBe('global')
    expect(input(wrapper, 'b').attributes('placeholder')).toBe('local')
  })

  it('merges nested pass-through objects key by key', async () => {
    const { wrapper } = await mountForm({
      schema: nameSchema,
      uischema: control('name', { formField: { help: 'local help' } }),
      config: { formField: { help: 'global help', hint: 'global hint' } },
      data: { name: 'x' },
    })
    expect(wrapper.find('[data-slot="help"]').text()).toBe('local help')
    expect(wrapper.find('[data-slot="hint"]').text()).toBe('global hint')
  })
})
