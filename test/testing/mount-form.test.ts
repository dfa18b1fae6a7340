import { type ControlElement, isStringControl, rankWith } from '@jsonforms/core'
import { rendererProps, useJsonFormsControl } from '@jsonforms/vue'
import UInput from '@nuxt/ui/components/Input.vue'
import { definePlugin, layoutsPlugin, ranks } from 'nuxt-ui-jsonforms'
import { type MountedForm, control, mountForm, mountWith, objectSchema, settle, typeInto, unmountAll, waitForChunks, waitForField } from 'nuxt-ui-jsonforms/testing'
import { describe, expect, it, vi } from 'vitest'
import { type Component, defineComponent, h } from 'vue'

/** A string control drawn with `UInput`, the smallest custom renderer. */
const NameControl = defineComponent({
  props: rendererProps<ControlElement>(),
  setup(props) {
    const { control: state, handleChange } = useJsonFormsControl(props)
    return () => h('div', { 'data-path': state.value.path }, [
      h('label', state.value.label),
      h(UInput as Component, { 'modelValue': state.value.data ?? '', 'onUpdate:modelValue': (value: string) => handleChange(state.value.path, value || undefined) }),
    ])
  },
})

const eager = definePlugin({ name: 'names', entries: [{ name: 'name', tester: rankWith(ranks.custom, isStringControl), component: NameControl }] })

/** The same control behind a lazy entry whose chunk arrives when the test says so. */
function lazyPlugin() {
  let deliver!: (component: Component) => void
  const chunk = new Promise<Component>((resolve) => { deliver = resolve })
  const plugin = definePlugin({ name: 'lazy-names', entries: [{ name: 'name', tester: rankWith(ranks.custom, isStringControl), load: () => chunk }] })
  return { plugin, deliver: () => deliver(NameControl) }
}

const schema = objectSchema({ name: { type: 'string', title: 'Name' } })

describe('nuxt-ui-jsonforms/testing', () => {
  it('mounts a form inside UApp with only the given families, and types into a field', async () => {
    const form = await mountForm({ plugins: [eager], schema, uischema: control('name') })
    expect(form.wrapper.findComponent({ name: 'App' }).exists()).toBe(true)
    expect(form.field('name').text()).toBe('Name')
    await form.type('name', 'Ada')
    expect(form.data.value).toEqual({ name: 'Ada' })
    await typeInto(form, 'name', 'Grace')
    expect(form.data.value).toEqual({ name: 'Grace' })
  })

  it('renders nothing it was not given: a layout needs the layouts family', async () => {
    const uischema = { type: 'VerticalLayout', elements: [control('name')] } as never
    const without = await mountForm({ plugins: [eager], schema, uischema })
    expect(without.field('name').exists()).toBe(false)
    const withLayouts = await mountWith([layoutsPlugin, eager])({ schema, uischema })
    expect(withLayouts.field('name').exists()).toBe(true)
  })

  it('waits for a lazy chunk until it arrives, and for the field it brings', async () => {
    const { plugin, deliver } = lazyPlugin()
    let form: MountedForm | undefined
    const mounting = mountForm({ plugins: [plugin], schema, uischema: control('name'), data: { name: 'Ada' } }).then((mounted) => { form = mounted })
    // The field holds its place while its chunk is on its way, and the mount waits for the chunk.
    await vi.waitFor(() => expect(document.querySelector('[data-testid=renderer-loading]')).not.toBeNull())
    await settle()
    expect(form).toBeUndefined()
    expect(document.querySelector('input')).toBeNull()
    deliver()
    await mounting
    expect((form!.field('name').find('input').element as HTMLInputElement).value).toBe('Ada')
    expect((await waitForField(form!, 'name')).text()).toBe('Name')
    await waitForChunks()
  })

  it('asks for plugins or renderers', async () => {
    await expect(mountForm({ schema, uischema: control('name') })).rejects.toThrow(/plugins/)
  })

  it('unmounts what it mounted: by the form, by unmountAll, and after the test', async () => {
    const first = await mountForm({ plugins: [eager], schema, uischema: control('name') })
    first.unmount()
    expect(first.wrapper.vm.$.isUnmounted).toBe(true)
    first.unmount()
    const second = await mountForm({ plugins: [eager], schema, uischema: control('name') })
    unmountAll()
    expect(second.wrapper.vm.$.isUnmounted).toBe(true)
    expect(document.body.querySelector('[data-path="name"]')).toBeNull()
  })
})
