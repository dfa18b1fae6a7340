import { config } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { getCurrentInstance } from 'vue'
import { countRenders } from '../helpers/countRenders'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

describe('re-rendering', () => {
  it('re-renders only the typed control, not its siblings, from the first keystroke on', async () => {
    const properties = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, { type: 'string' as const }]))
    const renders = countRenders()
      const { wrapper, data } = await mountForm({
        schema: objectSchema(properties),
        uischema: { type: 'VerticalLayout', elements: Object.keys(properties).map(name => control(name)) } as never,
        data: {},
      })
      renders.clear()
      for (const text of ['t', 'ty', 'typed']) {
        await wrapper.find('input[name="f3"]').setValue(text)
        await settle()
      }
      expect(data.value).toEqual({ f3: 'typed' })
      expect(renders.get('f3')).toBeGreaterThan(0)
      expect([...renders.keys()]).toEqual(['f3'])
  })

  it('re-renders only the typed control while other fields show errors', async () => {
    const properties = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, { type: 'string' as const, minLength: 3 }]))
    const required = Object.keys(properties).filter((_, i) => i % 3 === 0)
    const renders = countRenders()
      const { wrapper, data } = await mountForm({
        schema: { ...objectSchema(properties), required } as never,
        uischema: { type: 'VerticalLayout', elements: Object.keys(properties).map(name => control(name)) } as never,
        data: { f1: 'x', f2: 'y' },
      })
      expect(wrapper.findAll('[data-slot="error"]').length).toBe(required.length + 2)
      renders.clear()
      for (const text of ['t', 'ty', 'typed']) {
        await wrapper.find('input[name="f4"]').setValue(text)
        await settle()
      }
      expect(data.value).toEqual({ f1: 'x', f2: 'y', f4: 'typed' })
      expect([...renders.keys()]).toEqual(['f4'])
  })

  it('re-renders the typed widget, not the field around it: its control (with the shell it renders), form field and label stay', async () => {
    const updated: string[] = []
    config.global.mixins = [{
      beforeUpdate() {
        const type = getCurrentInstance()!.type as { name?: string, __name?: string }
        updated.push(type.name ?? type.__name ?? '')
      },
    }]
    const { wrapper, data } = await mountForm({
      schema: objectSchema({ f0: { type: 'string', maxLength: 5, description: 'Shown below' }, f1: { type: 'string' } }, ['f0']),
      uischema: { type: 'VerticalLayout', elements: [control('f0', { showUnfocusedDescription: true }), control('f1')] } as never,
      data: { f0: 'a' },
    })
    updated.length = 0
    await wrapper.find('input[name="f0"]').setValue('ab')
    await settle()
    expect(data.value).toEqual({ f0: 'ab' })
    expect(updated).toContain('Input')
    expect(updated.filter(name => ['TextControl', 'FormField'].includes(name))).toEqual([])
  })
})
