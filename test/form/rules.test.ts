import { describe, expect, it, vi } from 'vitest'
import { control, mountForm, objectSchema, settle, waitForChunks } from '../helpers/mountForm'

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

describe('a HIDE rule driven by a select', () => {
  it('hides the part after the select has closed, and a click elsewhere then logs no error', async () => {
    const logged: unknown[] = []
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => { logged.push(args) })
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => { logged.push(args) })
    try {
      const { wrapper, data } = await mountForm({
        schema: objectSchema({ kind: { type: 'string', enum: ['person', 'company'] }, vat: { type: 'string', title: 'VAT number' } }),
        uischema: { type: 'VerticalLayout', elements: [
          control('kind'),
          { type: 'VerticalLayout', rule: { effect: 'HIDE', condition: { scope: '#/properties/kind', schema: { const: 'person' } } }, elements: [control('vat')] },
        ] } as never,
        data: { kind: 'company', vat: 'FR123' },
      })
      expect(wrapper.find('input[name="vat"]').exists()).toBe(true)
      await wrapper.find('[data-path="kind"] button').trigger('click')
      await waitForChunks()
      const person = [...document.body.querySelectorAll<HTMLElement>('[role="option"]')].find(option => option.textContent?.includes('person'))
      person!.click()
      await settle()
      expect(data.value).toEqual({ kind: 'person' })
      expect(wrapper.find('input[name="vat"]').exists()).toBe(false)
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      document.body.click()
      await settle()
      expect(logged).toEqual([])
    }
    finally {
      error.mockRestore()
      warn.mockRestore()
    }
  })
})

describe('clearOnHide and a value still shown', () => {
  it('keeps a value that another, visible control of the same scope shows', async () => {
    const { data, wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('on'), control('note', undefined, { rule: whenOff('HIDE') }), control('note')] } as never,
      data: { on: true, note: 'kept' },
    })
    await toggleOff(wrapper)
    expect(wrapper.findAll('input[name="note"]')).toHaveLength(1)
    expect(data.value).toEqual({ on: false, note: 'kept' })
  })

  it('clears the value once every control that shows it is hidden', async () => {
    const { data, wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [
        control('on'),
        control('note', undefined, { rule: whenOff('HIDE') }),
        { type: 'VerticalLayout', rule: whenOff('HIDE'), elements: [control('note')] },
      ] } as never,
      data: { on: true, note: 'gone' },
    })
    await toggleOff(wrapper)
    expect(wrapper.find('input[name="note"]').exists()).toBe(false)
    expect(data.value).toEqual({ on: false })
  })

  it('keeps the values of a hidden layout that a visible control outside it shows, and clears the rest', async () => {
    const { data, wrapper } = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [
        control('on'),
        { type: 'VerticalLayout', rule: whenOff('HIDE'), elements: [control('note'), control('kept'), control('street', undefined, { scope: '#/properties/address/properties/street' })] },
        control('kept'),
        control('address'),
      ] } as never,
      data: { on: true, note: 'gone', kept: 'x', address: { street: 'Main St' } },
    })
    await toggleOff(wrapper)
    expect(data.value).toEqual({ on: false, kept: 'x', address: { street: 'Main St' } })
  })
})

describe('a rule that tests the value of the field it hides', () => {
  const codeSchema = objectSchema({ code: { type: 'string', title: 'Code' }, other: { type: 'string', title: 'Other' } })
  const whenSecret = { effect: 'HIDE', condition: { scope: '#/properties/code', schema: { const: 'secret' } } }

  it('keeps the value typed into a control that its own rule then hides', async () => {
    const { data, wrapper } = await mountForm({ schema: codeSchema, uischema: control('code', undefined, { rule: whenSecret }) as never, data: {} })
    await wrapper.find('input[name="code"]').setValue('secret')
    await settle()
    expect(wrapper.find('input[name="code"]').exists()).toBe(false)
    expect(data.value).toEqual({ code: 'secret' })
  })

  it('keeps the value typed into a layout hidden by a rule on that value, and clears the layout\'s other values', async () => {
    const { data, wrapper } = await mountForm({
      schema: codeSchema,
      uischema: { type: 'VerticalLayout', rule: whenSecret, elements: [control('code'), control('other')] } as never,
      data: { other: 'gone' },
    })
    await wrapper.find('input[name="code"]').setValue('secret')
    await settle()
    expect(wrapper.find('input[name="code"]').exists()).toBe(false)
    expect(data.value).toEqual({ code: 'secret' })
  })
})
