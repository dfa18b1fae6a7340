import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { renderToString } from '@vue/server-renderer'
import type { ErrorObject } from 'ajv'
import { JsonForm } from 'nuxt-ui-jsonforms'
import { describe, expect, it, vi } from 'vitest'
import { createSSRApp, h, nextTick } from 'vue'
import { settle } from '../helpers/mountForm'
import { mountSubmitForm } from '../helpers/mountSubmitForm'
import { hydrateApp } from '../helpers/serverRender'

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2 },
    email: { type: 'string', format: 'email' },
  },
  required: ['name', 'email'],
}

const errorTexts = (root: Element) => [...root.querySelectorAll('[id$="-error"]')].map(node => node.textContent?.trim()).filter(Boolean)

describe('<JsonForm> submit', () => {
  it('renders its fields inside <form novalidate>, the default slot after them', async () => {
    const { wrapper } = await mountSubmitForm({}, { schema })
    const form = wrapper.get('form')
    expect(form.attributes('novalidate')).toBeDefined()
    const button = form.get('button[type="submit"]')
    const inputs = form.findAll('input')
    expect(inputs.length).toBe(2)
    expect(inputs[1]!.element.compareDocumentPosition(button.element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('is server-rendered as the same <form novalidate>, and hydrates without a mismatch', async () => {
    const page = () => createSSRApp({ setup: () => () => h(UApp, null, () => h(JsonForm, { schema, modelValue: { name: 'Al' } })) }).use(ui)
    const html = await renderToString(page())
    const container = document.createElement('div')
    container.innerHTML = html
    expect(container.querySelector('form')?.hasAttribute('novalidate')).toBe(true)
    const { root, hydrationMessages, unmount } = hydrateApp(page, html)
    try {
      expect(root.querySelector('form')?.hasAttribute('novalidate')).toBe(true)
      expect(hydrationMessages).toEqual([])
    }
    finally {
      unmount()
      root.remove()
    }
  })

  it('a click on the submit button with invalid data emits error, shows every error, the summary, and focuses the first field', async () => {
    const onError = vi.fn()
    const onSubmit = vi.fn()
    const { wrapper } = await mountSubmitForm({ email: 'nope' }, { schema, onError, onSubmit, showErrors: 'submitted' })
    expect(errorTexts(wrapper.element)).toEqual([])
    await wrapper.get('button[type="submit"]').trigger('click')
    await vi.waitFor(() => expect(document.activeElement).toBe(wrapper.get('input[name="name"]').element))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(onError).toHaveBeenCalledTimes(1)
    const errors = onError.mock.calls[0]![0].errors as ErrorObject[]
    expect(errors.map(error => error.keyword)).toEqual(['required', 'format'])
    expect(errorTexts(wrapper.element)).toHaveLength(2)
    const summary = wrapper.get('[role="alert"][data-testid="error-summary"]')
    const lines = summary.findAll('li').map(line => line.text())
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^Name: /)
    expect(lines[1]).toMatch(/^Email: /)
  })

  it('activating a summary line focuses its field', async () => {
    const { wrapper, form } = await mountSubmitForm({}, { schema })
    await form().submit()
    await settle()
    await wrapper.get('[data-testid="error-summary"] li:nth-child(2) button').trigger('click')
    await vi.waitFor(() => expect(document.activeElement).toBe(wrapper.get('input[name="email"]').element))
  })

  it('valid data: submit() emits submit with { data }, and the summary goes', async () => {
    const onSubmit = vi.fn()
    const { wrapper, form } = await mountSubmitForm({ name: 'Ada' }, { schema, onSubmit })
    await form().submit()
    await settle()
    expect(wrapper.find('[data-testid="error-summary"]').exists()).toBe(true)
    await wrapper.get('input[name="email"]').setValue('ada@example.org')
    await settle()
    expect(wrapper.find('[data-testid="error-summary"]').exists()).toBe(false)
    await form().submit()
    expect(onSubmit).toHaveBeenCalledWith({ data: { name: 'Ada', email: 'ada@example.org' } })
  })

  it('Enter in a text field submits', async () => {
    const onSubmit = vi.fn()
    const { wrapper } = await mountSubmitForm({ name: 'Ada', email: 'ada@example.org' }, { schema, onSubmit })
    await wrapper.get('input[name="name"]').trigger('keydown', { key: 'Enter' })
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  })

  it('an async submit handler makes the submit button load and the form read-only until it settles', async () => {
    let settleSubmit!: () => void
    const onSubmit = vi.fn(() => new Promise<void>(resolve => (settleSubmit = resolve)))
    const { wrapper, form } = await mountSubmitForm({ name: 'Ada', email: 'ada@example.org' }, { schema, onSubmit })
    const submitting = form().submit()
    await settle()
    const button = wrapper.get('button[type="submit"]')
    expect(button.attributes('disabled')).toBeDefined()
    expect(button.find('[data-slot="leadingIcon"]').classes().join(' ')).toMatch(/animate-spin/)
    const name = wrapper.get<HTMLInputElement>('input[name="name"]').element
    expect(name.readOnly || name.disabled).toBe(true)
    settleSubmit()
    await submitting
    await settle()
    expect(wrapper.get('button[type="submit"]').attributes('disabled')).toBeUndefined()
    expect(name.readOnly || name.disabled).toBe(false)
  })

  it('reset() returns to the mounted data, clears dirty and hides the errors again', async () => {
    const { wrapper, form, data } = await mountSubmitForm({ name: 'Ada' }, { schema, showErrors: 'submitted' })
    expect(form().dirty).toBe(false)
    await wrapper.get('input[name="name"]').setValue('A')
    await settle()
    expect(form().dirty).toBe(true)
    expect(form().validate().map(error => error.keyword)).toEqual(['minLength', 'required'])
    await settle()
    expect(errorTexts(wrapper.element)).toHaveLength(2)
    form().reset()
    await settle()
    expect(data.value).toEqual({ name: 'Ada' })
    expect(form().dirty).toBe(false)
    expect(errorTexts(wrapper.element)).toEqual([])
  })

  it('inside another form, renders a plain element', async () => {
    const { mount } = await import('@vue/test-utils')
    const { h, defineComponent } = await import('vue')
    const { JsonForm } = await import('nuxt-ui-jsonforms')
    const UApp = (await import('@nuxt/ui/components/App.vue')).default
    const ui = (await import('@nuxt/ui/vue-plugin')).default
    const wrapper = mount(defineComponent(() => () => h(UApp, null, { default: () => h('form', { id: 'outer' }, [h(JsonForm, { schema, modelValue: {} })]) })), { global: { plugins: [ui] }, attachTo: document.body })
    await settle()
    await nextTick()
    expect(wrapper.findAll('form').map(form => form.attributes('id'))).toEqual(['outer'])
    expect(wrapper.find('form#outer input[name="name"]').exists()).toBe(true)
    wrapper.unmount()
  })
})

describe('<JsonForm> showErrors', () => {
  it('\'always\' shows errors at once (the default)', async () => {
    const { wrapper } = await mountSubmitForm({ name: 'A' }, { schema })
    expect(errorTexts(wrapper.element)).toHaveLength(2)
  })

  it('\'touched\' shows a field\'s errors once blurred or changed, all of them after a submit', async () => {
    const { wrapper, form } = await mountSubmitForm({ name: 'A' }, { schema, showErrors: 'touched' })
    expect(errorTexts(wrapper.element)).toEqual([])
    const name = wrapper.get('input[name="name"]')
    await name.trigger('focusin')
    await name.trigger('focusout')
    await settle()
    expect(errorTexts(wrapper.element)).toHaveLength(1)
    await form().submit()
    await settle()
    expect(errorTexts(wrapper.element)).toHaveLength(2)
  })

  it('\'submitted\' shows none before the first submit', async () => {
    const { wrapper, form } = await mountSubmitForm({ name: 'A' }, { schema, showErrors: 'submitted' })
    await wrapper.get('input[name="name"]').setValue('B')
    await settle()
    expect(errorTexts(wrapper.element)).toEqual([])
    await form().submit()
    await settle()
    expect(errorTexts(wrapper.element)).toHaveLength(2)
  })

  it('enableFilterErrorsBeforeTouch keeps hiding a field\'s errors until touched, and a submit shows them', async () => {
    const uischema = { type: 'VerticalLayout', elements: [
      { type: 'Control', scope: '#/properties/name', options: { enableFilterErrorsBeforeTouch: true } },
      { type: 'Control', scope: '#/properties/email' },
    ] }
    const { wrapper, form } = await mountSubmitForm({ name: 'A' }, { schema, uischema })
    expect(errorTexts(wrapper.element)).toHaveLength(1)
    await form().submit()
    await settle()
    expect(errorTexts(wrapper.element)).toHaveLength(2)
  })
})

describe('<JsonForm> focus in a closed tab', () => {
  it('opens the tab of the first invalid field before focusing it', async () => {
    const tabSchema = { type: 'object', properties: { first: { type: 'string' }, second: { type: 'string', minLength: 3 } }, required: ['second'] }
    const uischema = { type: 'Categorization', elements: [
      { type: 'Category', label: 'One', elements: [{ type: 'Control', scope: '#/properties/first' }] },
      { type: 'Category', label: 'Two', elements: [{ type: 'Control', scope: '#/properties/second' }] },
    ] }
    const { wrapper, form } = await mountSubmitForm({ first: 'x' }, { schema: tabSchema, uischema })
    expect(wrapper.find('input[name="second"]').exists()).toBe(false)
    await form().submit()
    await vi.waitFor(() => expect(document.activeElement).toBe(wrapper.find('input[name="second"]').element))
    expect(wrapper.get('[role="tab"][aria-selected="true"]').text()).toContain('Two')
  })
})
