import type { ControlElement } from '@jsonforms/core'
import { describe, expect, it, vi } from 'vitest'
import * as controlProps from '../../src/control/controlProps'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

// The control state's mapper, counted (it hands a scope it does not answer itself to JSON Forms' own).
vi.mock('../../src/control/controlProps', async (original) => {
  const actual = await original<typeof controlProps>()
  return { ...actual, mapControlProps: vi.fn(actual.mapControlProps) }
})

describe('the work a keystroke does', () => {
  it('recomputes the state of the typed control only, though other fields show errors', async () => {
    const properties = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, { type: 'string' as const, minLength: 3 }]))
    const required = Object.keys(properties).filter((_, i) => i % 3 === 0)
    const { wrapper, data } = await mountForm({
      schema: { ...objectSchema(properties), required } as never,
      uischema: { type: 'VerticalLayout', elements: Object.keys(properties).map(name => control(name)) } as never,
      data: { f1: 'x', f2: 'y' },
    })
    expect(wrapper.findAll('[data-slot="error"]').length).toBe(required.length + 2)
    const mapper = vi.mocked(controlProps.mapControlProps)
    mapper.mockClear()
    for (const text of ['t', 'ty', 'typ']) {
      await wrapper.find('input[name="f4"]').setValue(text)
      await settle()
    }
    expect(data.value).toEqual({ f1: 'x', f2: 'y', f4: 'typ' })
    const paths = mapper.mock.calls.map(([, props]) => (props.uischema as ControlElement).scope)
    expect(new Set(paths)).toEqual(new Set(['#/properties/f4']))
  })
})
