import { describe, expect, it, vi } from 'vitest'
import { examples } from '../examples'
import { mountTabs, shownInputs, useCleanLocation } from './helpers'

useCleanLocation()

describe('categorization gallery examples', () => {
  it.each(examples.map(example => [example.id, example] as const))('%s renders its first category without a warning', async (_id, example) => {
    const warn = vi.spyOn(console, 'warn')
    const { wrapper } = await mountTabs({ schema: example.schema, uischema: example.uischema, data: example.data, config: example.config })
    expect(wrapper.find('[data-testid="unrendered-element"]').exists()).toBe(false)
    expect(shownInputs(wrapper)).toEqual(['name', 'email'])
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
