import { describe, expect, it, vi } from 'vitest'
import { mountWith } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { choicePlugin } from '..'
import { examples } from '../examples'

const mountForm = mountWith([layoutsPlugin, choicePlugin, textPlugin])

describe('gallery examples', () => {
  it('are six, with unique ids, in the order the gallery shows them', () => {
    expect(examples).toHaveLength(6)
    expect(new Set(examples.map(e => e.id)).size).toBe(examples.length)
  })

  it.each(examples.map(e => [e.id, e] as const))('%s renders every field with a choice widget, without errors', async (_id, example) => {
    const error = vi.spyOn(console, 'error')
    const { wrapper } = await mountForm({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    expect(wrapper.find('[data-testid="unrendered-element"]').exists()).toBe(false)
    const fields = Object.keys((example.schema as { properties: object }).properties)
    for (const path of fields)
      expect(wrapper.find(`[data-path="${path}"] [role=combobox], [data-path="${path}"] button[aria-haspopup], [data-path="${path}"] fieldset`).exists(), path).toBe(true)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
