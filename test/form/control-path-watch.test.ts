import { type ControlElement, type UISchemaElement, rankWith, scopeEndsWith } from '@jsonforms/core'
import { type FormStore, useFormStore } from '../../src/store/formStore'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ComputedRef, defineComponent, h } from 'vue'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'
import { rendererProps } from '../../src/registry/jsonformsProps'
import { type ControlState, useControlState } from '../../src/control/rendererState'

/** What the probe control kept: its state and the form's store, to look at after it has gone. */
let probe: { control: ComputedRef<ControlState>, store: FormStore } | undefined

/** A control of the `name` property that renders its path and keeps its state in `probe`. */
const NameProbe = defineComponent({
  props: rendererProps<ControlElement>(),
  setup(props) {
    const { control } = useControlState(props)
    probe = { control, store: useFormStore() }
    return () => h('p', { 'data-testid': 'probe' }, control.value.path)
  },
})

afterEach(() => {
  probe = undefined
  vi.restoreAllMocks()
})

const schema = objectSchema({ name: { type: 'string' }, hidden: { type: 'boolean' } })
const uischema = {
  type: 'VerticalLayout',
  elements: [
    control('hidden'),
    { type: 'Group', label: 'Name', rule: { effect: 'HIDE', condition: { scope: '#/properties/hidden', schema: { const: true } } }, elements: [control('name')] },
  ],
} as UISchemaElement

describe('the store watches a control\'s data path', () => {
  it('while the control shows it, and never again once the control has gone, its state read late or not', async () => {
    const form = await mountForm({
      schema,
      uischema,
      data: { name: 'Ada', hidden: false },
      renderers: [...uiRenderers, { tester: rankWith(100, scopeEndsWith('name')), renderer: NameProbe }],
    })
    expect(form.wrapper.get('[data-testid="probe"]').text()).toBe('name')
    const { store, control: state } = probe!
    const acquire = vi.spyOn(store, 'acquire')
    const release = vi.spyOn(store, 'release')

    // The rule hides the group: the probe unmounts while the form stays.
    form.data.value = { name: 'Ada', hidden: true }
    await settle()
    expect(form.wrapper.find('[data-testid="probe"]').exists()).toBe(false)
    expect(release).toHaveBeenCalledWith('name')

    // Read after the data changed (a handler one tick late does so): computed again, it acquires nothing.
    form.data.value = { name: 'Grace', hidden: true }
    await settle()
    expect(state.value.data).toBe('Grace')
    expect(acquire).not.toHaveBeenCalled()
  })
})
