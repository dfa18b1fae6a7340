import { afterEach, describe, expect, it, vi } from 'vitest'
import { examples } from '../examples'
import { mountCombinator, shownVariant, unmountAll } from './helpers'

afterEach(unmountAll)

describe('gallery examples', () => {
  it('are three, with unique ids, in the order the gallery shows them', () => {
    expect(examples.map(e => e.id)).toEqual(['one-of', 'any-of', 'type-list'])
    expect(new Set(examples.map(e => e.id)).size).toBe(examples.length)
  })

  it.each([
    ['one-of', { payment: 'Credit card' }],
    ['any-of', { contact: 'Phone', budget: 'Amount' }],
    ['type-list', { timeout: 'Whole number', tag: 'No value' }],
  ] as const)('%s renders its selectors on the variant the data fits, without errors', async (id, expected) => {
    const example = examples.find(e => e.id === id)!
    const logged = vi.spyOn(console, 'error')
    const warned = vi.spyOn(console, 'warn')
    const { wrapper } = await mountCombinator({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    expect(wrapper.find('[data-testid="unrendered-element"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="combinator-no-fit"], [data-testid="combinator-problem"]').exists()).toBe(false)
    for (const [path, label] of Object.entries(expected))
      expect(shownVariant(wrapper, path)).toBe(label)
    expect([...logged.mock.calls, ...warned.mock.calls]).toEqual([])
    logged.mockRestore()
    warned.mockRestore()
  })
})
