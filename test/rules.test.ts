import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from './helpers/mountForm'

const whenOff = (effect: string) => ({ effect, condition: { scope: '#/properties/on', schema: { const: false } } })

const schema = objectSchema({
  on: { type: 'boolean', title: 'On' },
  city: { type: 'string', title: 'City', default: 'Paris' },
  note: { type: 'string', title: 'Note' },
  kept: { type: 'string', title: 'Kept' },
  address: { type: 'object', properties: { street: { type: 'string', title: 'Street' } } },
})

async function toggleOff(wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper']) {
  await wrapper.find('[data-path="on"] button[role="checkbox"]').trigger('click')
  await settle()
}

describe('rule effects', () => {
  it('HIDE and SHOW hide and show controls and layouts', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [
        control('on'),
        control('note', undefined, { rule: whenOff('HIDE') }),
        { type: 'HorizontalLayout', rule: whenOff('SHOW'), elements: [control('kept')] },
      ] } as never,
      data: { on: true },
    })
    expect(wrapper.find('input[name="note"]').exists()).toBe(true)
    expect(wrapper.find('input[name="kept"]').exists()).toBe(false)
    await toggleOff(wrapper)
    expect(wrapper.find('input[name="note"]').exists()).toBe(false)
    expect(wrapper.find('input[name="kept"]').exists()).toBe(true)
  })

  it('DISABLE and ENABLE make controls (and controls inside layouts) read-only and editable', async () => {
    const { wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [
        control('on'),
        control('note', undefined, { rule: whenOff('DISABLE') }),
        { type: 'VerticalLayout', rule: whenOff('ENABLE'), elements: [control('kept')] },
      ] } as never,
      data: { on: true },
    })
    expect(wrapper.find('input[name="note"]').attributes('readonly')).toBeUndefined()
    expect(wrapper.find('input[name="kept"]').attributes('readonly')).toBeDefined()
    await toggleOff(wrapper)
    expect(wrapper.find('input[name="note"]').attributes('readonly')).toBeDefined()
    expect(wrapper.find('input[name="kept"]').attributes('readonly')).toBeUndefined()
  })
})

describe('clearOnHide inside a hidden layout', () => {
  const uischema = (options?: Record<string, unknown>) => ({ type: 'VerticalLayout', elements: [
    control('on'),
    { type: 'VerticalLayout', rule: whenOff('HIDE'), elements: [
      { type: 'HorizontalLayout', elements: [control('city'), control('kept', options), control('street', undefined, { scope: '#/properties/address/properties/street' })] },
    ] },
  ] }) as never

  it('resets every control beneath it, at any depth and nested path, to its default or removes it', async () => {
    const { data, wrapper } = await mountForm({ schema, uischema: uischema(), data: { on: true, city: 'Rome', kept: 'x', address: { street: 'Main St' } } })
    await toggleOff(wrapper)
    expect(data.value).toEqual({ on: false, city: 'Paris', address: {} })
  })

  it('keeps the value of a control that says clearOnHide: false, and of every control with config clearOnHide: false', async () => {
    const local = await mountForm({ schema, uischema: uischema({ clearOnHide: false }), data: { on: true, city: 'Rome', kept: 'x' } })
    await toggleOff(local.wrapper)
    expect(local.data.value).toEqual({ on: false, city: 'Paris', kept: 'x' })
    local.wrapper.unmount()
    const global = await mountForm({ schema, uischema: uischema(), config: { clearOnHide: false }, data: { on: true, city: 'Rome', kept: 'x' } })
    await toggleOff(global.wrapper)
    expect(global.data.value).toEqual({ on: false, city: 'Rome', kept: 'x' })
  })

  it('leaves values that are already hidden when the form mounts as loaded', async () => {
    const { data } = await mountForm({ schema, uischema: uischema(), data: { on: false, city: 'Rome' } })
    expect(data.value).toEqual({ on: false, city: 'Rome' })
  })
})
