import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import type { JsonSchema } from '@jsonforms/core'
import { mount } from '@vue/test-utils'
import { JsonForm, JsonFormsRoot, uiRenderers } from 'nuxt-ui-jsonforms'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { describe, expect, it, vi } from 'vitest'
import { type VNode, defineComponent, h } from 'vue'

const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    agree: { type: 'boolean' },
    age: { type: 'integer' },
    size: { type: 'string', enum: ['s', 'm', 'l'] },
    stars: { type: 'number', minimum: 0, maximum: 5 },
  },
}
const data = { name: 'Ada', agree: true, age: 36, size: 'm', stars: 3 }
const sliderUi = { type: 'VerticalLayout', elements: ['name', 'agree', 'age', 'size'].map(key => ({ type: 'Control', scope: `#/properties/${key}` })).concat({ type: 'Control', scope: '#/properties/stars', options: { slider: true } } as never) }

/** Mounts `form` inside `UApp`, in a host `<form>` when `hosted`; resolves once every lazy chunk is there. */
async function mountIn(form: () => VNode, hosted: boolean) {
  const wrapper = mount(defineComponent(() => () => h(UApp, null, { default: () => hosted ? h('form', { id: 'host' }, [form()]) : form() })), { global: { plugins: [ui] }, attachTo: document.body })
  await waitForChunks()
  return wrapper
}
const bareRoot = () => h(JsonFormsRoot, { schema, uischema: sliderUi, data, renderers: uiRenderers })
const jsonForm = () => h(JsonForm, { schema, uischema: sliderUi, modelValue: data })

/** The hidden inputs reka-ui draws for a named widget (a native text input is not one of them). */
const hiddenInputs = (root: Element) => [...root.querySelectorAll('input[aria-hidden="true"]')].map(input => (input as HTMLInputElement).name)

describe('widget names and native form posts', () => {
  it.each([['a bare form root', bareRoot], ['<JsonForm> in its own <form>', jsonForm]])('outside a host <form>, %s names only its native inputs: no widget draws a hidden input', async (_, form) => {
    const wrapper = await mountIn(form, false)
    const root = wrapper.element.ownerDocument.body
    expect(root.querySelector('[data-path="name"] input')?.getAttribute('name')).toBe('name')
    expect(hiddenInputs(root)).toEqual([])
    // The widgets are given no name at all, so reka-ui does not draw the input on the first render either.
    const named = ['agree', 'age', 'size', 'stars'].filter(path => wrapper.findAllComponents({ name: 'FormField' }).some(field => field.attributes('data-path') === path && field.props('name') !== undefined))
    expect(named).toEqual([])
    const widgets = wrapper.findAllComponents({ name: 'CheckboxRoot' }).concat(wrapper.findAllComponents({ name: 'NumberFieldRoot' }), wrapper.findAllComponents({ name: 'SliderRoot' }), wrapper.findAllComponents({ name: 'ListboxRoot' }))
    expect(widgets.length).toBeGreaterThanOrEqual(4)
    expect(widgets.map(widget => widget.props('name'))).toEqual(widgets.map(() => undefined))
    wrapper.unmount()
  })

  it.each([['a bare form root', bareRoot], ['<JsonForm>', jsonForm]])('inside a host <form>, %s posts every field under its data path', async (_, form) => {
    const wrapper = await mountIn(form, true)
    const host = wrapper.element.ownerDocument.getElementById('host') as HTMLFormElement
    // A slider posts its thumbs as a list, as reka-ui names them.
    await vi.waitFor(() => expect(hiddenInputs(host).sort()).toEqual(['age', 'agree', 'size', 'stars[0]']))
    const posted = Object.fromEntries(new FormData(host))
    expect(Object.keys(posted).sort()).toEqual(['age', 'agree', 'name', 'size', 'stars[0]'])
    expect(posted).toMatchObject({ 'name': 'Ada', 'agree': 'on', 'age': '36', 'stars[0]': '3' })
    wrapper.unmount()
  })
})
