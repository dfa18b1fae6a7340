import { describe, expect, it } from 'vitest'
import { getCurrentInstance } from 'vue'
import { config } from '@vue/test-utils'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

/**
 * Counts re-renders per control path, through a global mixin applied to every component alike:
 * the control renderer itself and its shell (which renders the widget slot).
 */
function countControlRenders() {
  const renders = new Map<string, number>()
  const mixin = {
    beforeUpdate() {
      const props = getCurrentInstance()?.props as { uischema?: { scope?: string }, field?: { path?: string } } | undefined
      const path = props?.field?.path ?? (props?.uischema?.scope?.replace('#/properties/', ''))
      if (path)
        renders.set(path, (renders.get(path) ?? 0) + 1)
    },
  }
  config.global.mixins = [mixin]
  return { renders, restore: () => { config.global.mixins = [] } }
}

describe('re-rendering', () => {
  it('re-renders only the typed control, not its siblings, from the first keystroke on', async () => {
    const properties = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, { type: 'string' as const }]))
    const { renders, restore } = countControlRenders()
    try {
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
    }
    finally {
      restore()
    }
  })

  it('re-renders only the typed control while other fields show errors', async () => {
    const properties = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, { type: 'string' as const, minLength: 3 }]))
    const required = Object.keys(properties).filter((_, i) => i % 3 === 0)
    const { renders, restore } = countControlRenders()
    try {
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
    }
    finally {
      restore()
    }
  })
})
