import { describe, expect, it, vi } from 'vitest'
import { mountWith } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { layoutsPlugin } from '..'
import { examples } from '../examples'

const mountForm = mountWith([layoutsPlugin, textPlugin, booleanPlugin])

describe('layouts gallery examples', () => {
  it.each(examples.map(example => [example.id, example] as const))('%s renders every element without a warning', async (_id, example) => {
    const warn = vi.spyOn(console, 'warn')
    const { wrapper } = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data, config: example.config })
    expect(wrapper.find('[data-testid="unrendered-element"]').exists()).toBe(false)
    expect(wrapper.findAll('input, button[role="checkbox"]').length).toBeGreaterThan(0)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
    wrapper.unmount()
  })
})
