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
    level: { type: 'integer', enum: [1, 2, 3] },
    drinks: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['tea', 'coffee', 'water'] } },
    city: { type: 'string', enum: ['Paris', 'Oslo'] },
  },
}
const data = { name: 'Ada', agree: true, age: 36, size: 'm', stars: 3, level: 2, drinks: ['tea', 'water'], city: 'Oslo' }
const control = (key: string, options?: Record<string, unknown>) => ({ type: 'Control', scope: `#/properties/${key}`, ...options && { options } })
const sliderUi = {
  type: 'VerticalLayout',
  elements: [control('name'), control('agree'), control('age'), control('size'), control('stars', { slider: true }), control('level', { format: 'radio' }), control('drinks'), control('city', { format: 'select' })],
}

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
    const named = ['agree', 'age', 'size', 'stars', 'level', 'drinks', 'city'].filter(path => wrapper.findAllComponents({ name: 'FormField' }).some(field => field.attributes('data-path') === path && field.props('name') !== undefined))
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
    await vi.waitFor(() => expect(hiddenInputs(host).filter(Boolean).sort()).toEqual(['age', 'agree', 'stars[0]']))
    const posted = [...new FormData(host)]
    // A choice posts its stored value (a list each of its values), not the key of the chosen item.
    expect(posted.sort()).toEqual([['age', '36'], ['agree', 'on'], ['city', 'Oslo'], ['drinks', 'tea'], ['drinks', 'water'], ['level', '2'], ['name', 'Ada'], ['size', 'm'], ['stars[0]', '3']])
    wrapper.unmount()
  })
})

describe('native form posts of the other widgets', () => {
  const more: JsonSchema = {
    type: 'object',
    properties: {
      stars: { type: 'integer', minimum: 1, maximum: 5 },
      tags: { type: 'array', items: { type: 'string' } },
      code: { type: 'string' },
      colour: { type: 'string', format: 'color' },
      day: { type: 'string', format: 'date' },
      town: { type: 'string' },
    },
  }
  const moreData = { stars: 4, tags: ['red', 'blue'], code: '1234', colour: '#ff0000', day: '2026-12-07', town: 'Lyon' }
  const moreUi = {
    type: 'VerticalLayout',
    elements: [control('stars', { format: 'rating' }), control('tags', { format: 'tags' }), control('code', { format: 'pin', length: 4 }), control('colour'), control('day'), control('town', { api: { url: 'https://search.example.test/towns' } })],
  }

  it('inside a host <form>, a rating, tags, a pin, a colour, a date and an autocomplete post their stored values', async () => {
    const wrapper = await mountIn(() => h(JsonForm, { schema: more, uischema: moreUi, modelValue: moreData }), true)
    const host = wrapper.element.ownerDocument.getElementById('host') as HTMLFormElement
    await vi.waitFor(() => expect(host.querySelector('[data-path="day"]')).not.toBeNull())
    // A list of tags posts each tag as reka-ui names a list (as the slider's thumbs above).
    expect([...new FormData(host)]).toEqual([['stars', '4'], ['tags[0]', 'red'], ['tags[1]', 'blue'], ['code', '1234'], ['colour', '#ff0000'], ['day', '2026-12-07'], ['town', 'Lyon']])
    wrapper.unmount()
  })
})
