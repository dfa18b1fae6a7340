import { describe, expect, it } from 'vitest'
import { mountWith } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, choicePlugin, layoutsPlugin, numberPlugin, objectPlugin, tagsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { arrayPlugin } from '..'
import { examples } from '../examples'
import { failOnLoggedErrors } from './helpers'

const mountForm = mountWith([layoutsPlugin, arrayPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin, choicePlugin, tagsPlugin])

describe('gallery examples of the array family', () => {
  failOnLoggedErrors()

  it.each(examples.map(example => [example.id, example] as const))('%s renders every element', async (_id, example) => {
    const { wrapper } = await mountForm({ schema: example.schema, uischema: example.uischema, data: structuredClone(example.data) })
    expect(wrapper.findAll('[data-testid="unrendered-element"]')).toHaveLength(0)
    expect(wrapper.findAll('input').length).toBeGreaterThan(0)
  })
})
