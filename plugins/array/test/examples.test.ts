import { describe, expect, it } from 'vitest'
import { mountForm } from '../../../test/helpers/mountForm'
import { examples } from '../examples'
import { failOnLoggedErrors } from './helpers'

describe('gallery examples of the array family', () => {
  failOnLoggedErrors()

  it.each(examples.map(example => [example.id, example] as const))('%s renders every element', async (_id, example) => {
    const { wrapper } = await mountForm({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    expect(wrapper.findAll('[data-testid="unrendered-element"]')).toHaveLength(0)
    expect(wrapper.findAll('input').length).toBeGreaterThan(0)
  })
})
