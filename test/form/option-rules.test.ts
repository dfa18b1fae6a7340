import { useAppConfig } from '#imports'
import { resolveOptions } from 'nuxt-ui-jsonforms'
import { shallowRef } from 'vue'
import { useOptions } from '../../src/options/useOptions'
import { afterEach, describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const nameSchema = objectSchema({ name: { type: 'string', title: 'Name' } })
const vertical = (...elements: unknown[]) => ({ type: 'VerticalLayout', elements }) as never

describe('form-wide styles through config', () => {
  it('applies config.styles to controls and layouts, under the element styles', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ a: { type: 'string' }, b: { type: 'string' } }),
      uischema: vertical(control('a'), control('b', { styles: { control: { root: 'local-root' } } })),
      config: { styles: { control: { root: 'config-root' }, verticalLayout: { root: 'config-stack' } } },
      data: {},
    })
    // The field's root is the form field: its own classes, then the theme's part in place of the default.
    expect(wrapper.find('[data-path="a"]').classes()).toContain('config-root')
    expect(wrapper.find('[data-path="a"]').classes()).not.toContain('w-full')
    expect(wrapper.find('[data-path="b"]').classes()).toContain('local-root')
    expect(wrapper.find('[data-path="b"]').classes()).not.toContain('config-root')
    expect(wrapper.find('[data-layout="VerticalLayout"]').classes()).toEqual(['config-stack'])
  })
})

describe('an element\'s applied options', () => {
  it('keep their object while the element\'s options and the config are the same objects', () => {
    const local = { placeholder: 'Name' }
    const state = shallowRef({ options: local, config: { clearable: true }, data: 'a' })
    const options = useOptions<Record<string, unknown>>(() => state.value.options, () => state.value.config)
    const first = options.value
    expect(first).toEqual({ placeholder: 'Name', clearable: true })
    // A keystroke: a new state object around the same options and config.
    state.value = { ...state.value, data: 'ab' }
    expect(options.value).toBe(first)
    state.value = { ...state.value, config: { clearable: false } }
    expect(options.value).toEqual({ placeholder: 'Name', clearable: false })
    expect(options.value).not.toBe(first)
  })
})

describe('merging element options over config', () => {
  it('replaces a form-wide array with the local one instead of concatenating', () => {
    expect(resolveOptions({ suggestion: ['Paris'] }, { suggestion: ['Rome', 'Oslo'] })).toEqual({ suggestion: ['Paris'] })
    expect(resolveOptions({ input: { ui: { base: ['a'] } } }, { input: { ui: { base: ['b'] }, size: 'lg' } }))
      .toEqual({ input: { ui: { base: ['a'] }, size: 'lg' } })
  })

  it('removes a form-wide value with a local null, keeps it for undefined', () => {
    expect(resolveOptions({ leadingIcon: null, placeholder: undefined }, { leadingIcon: 'i-lucide-user', placeholder: 'x' }))
      .toEqual({ placeholder: 'x' })
    expect(resolveOptions({ formField: { hint: null } }, { formField: { hint: 'h', help: 'p' } })).toEqual({ formField: { help: 'p' } })
  })

  it('ignores prototype keys', () => {
    const merged = resolveOptions<Record<string, unknown>>(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'), {})
    expect(merged).toEqual({ a: 1 })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('drops a config-wide icon on the control that sets it to null', async () => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ a: { type: 'string' }, b: { type: 'string' } }),
      uischema: vertical(control('a'), control('b', { leadingIcon: null })),
      config: { leadingIcon: 'i-lucide-user' },
      data: {},
    })
    expect(wrapper.find('[data-path="a"] [data-slot="outside-leading-icon"]').exists()).toBe(true)
    expect(wrapper.find('[data-path="b"] [data-slot="outside-leading-icon"]').exists()).toBe(false)
  })
})

describe('readonly sources a local option cannot override', () => {
  const readonlyAttr = async (input: Parameters<typeof mountForm>[0]) => {
    const { wrapper } = await mountForm({ schema: nameSchema, data: { name: 'Ada' }, ...input })
    const attr = wrapper.find('[data-path="name"] input').attributes('readonly')
    wrapper.unmount()
    return attr
  }

  it('keeps schema readOnly despite a local readonly: false', async () => {
    expect(await readonlyAttr({ schema: objectSchema({ name: { type: 'string', readOnly: true } }), uischema: control('name', { readonly: false }) })).toBeDefined()
  })

  it('keeps config.readonly despite a local readonly: false', async () => {
    expect(await readonlyAttr({ uischema: control('name', { readonly: false }), config: { readonly: true } })).toBeDefined()
  })

  it('treats a truthy non-boolean config.readonly as read-only', async () => {
    expect(await readonlyAttr({ uischema: control('name'), config: { readonly: 'yes' } })).toBeDefined()
    expect(await readonlyAttr({ uischema: control('name'), config: { readonly: 0 } })).toBeUndefined()
  })
})

describe('clearable on numbers', () => {
  const ageSchema = objectSchema({ age: { type: 'integer', title: 'Age' } })

  it('empties the value (undefined) with the clear button', async () => {
    const { wrapper, data } = await mountForm({ schema: ageSchema, uischema: control('age', { clearable: true }), data: { age: 42 } })
    await wrapper.find('[data-path="age"] [data-testid="clear-button"]').trigger('click')
    await settle()
    expect(data.value).toEqual({})
    expect((wrapper.find('[data-path="age"] input').element as HTMLInputElement).value).toBe('')
    expect(wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
  })

  it('offers no clear button on an empty, a read-only or a non-clearable field', async () => {
    for (const [uischema, data] of [[control('age', { clearable: true }), {}], [control('age', { clearable: true, readonly: true }), { age: 1 }], [control('age'), { age: 1 }]] as const) {
      const { wrapper } = await mountForm({ schema: ageSchema, uischema, data })
      expect(wrapper.find('[data-testid="clear-button"]').exists()).toBe(false)
      wrapper.unmount()
    }
  })
})

describe('textarea clear button and trailing icon', () => {
  it('draws the inside trailing icon beside the clear button', async () => {
    const { wrapper } = await mountForm({
      schema: nameSchema,
      uischema: control('name', { multi: true, clearable: true, iconPlacement: 'inside', trailingIcon: 'i-lucide-mail' }),
      data: { name: 'Ada' },
    })
    const trailing = wrapper.find('[data-path="name"] [data-slot="trailing"]')
    expect(trailing.find('[data-testid="clear-button"]').exists()).toBe(true)
    expect(trailing.find('[data-slot="trailingIcon"]').exists()).toBe(true)
  })
})

describe('character counter theme part', () => {
  const counter = async (styles?: Record<string, unknown>) => {
    const { wrapper } = await mountForm({
      schema: objectSchema({ name: { type: 'string', maxLength: 10 } }),
      uischema: control('name', { restrict: true, ...(styles && { styles }) }),
      data: { name: 'Ada' },
    })
    const hint = wrapper.find('[data-slot="hint"] span')
    const result = { text: hint.text(), classes: hint.classes() }
    wrapper.unmount()
    return result
  }

  it('styles the counter with control.counter, overridable like any part', async () => {
    expect(await counter()).toEqual({ text: '3/10', classes: ['text-xs', 'text-muted', 'tabular-nums'] })
    expect(await counter({ control: { counter: 'my-counter' } })).toEqual({ text: '3/10', classes: ['my-counter'] })
  })
})

describe('icons follow the host app config', () => {
  const appConfig = useAppConfig() as { ui: { icons: Record<string, string> } }
  const original = appConfig.ui.icons.close
  afterEach(() => { appConfig.ui.icons.close = original })

  it('draws the clear button with the host close icon', async () => {
    const pathsOf = (html: string) => [...html.matchAll(/ d="([^"]+)"/g)].map(match => match[1]).join(' ')
    const clearIcon = async () => {
      const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { clearable: true }), data: { name: 'Ada' } })
      const paths = pathsOf(wrapper.find('[data-testid="clear-button"] svg').html())
      wrapper.unmount()
      return paths
    }
    const { wrapper } = await mountForm({ schema: nameSchema, uischema: control('name', { leadingIcon: 'i-lucide-user' }), data: {} })
    const userIcon = pathsOf(wrapper.find('[data-slot="outside-leading-icon"]').html())
    wrapper.unmount()
    expect(await clearIcon()).not.toBe(userIcon)
    appConfig.ui.icons.close = 'i-lucide-user'
    expect(await clearIcon()).toBe(userIcon)
  })
})
