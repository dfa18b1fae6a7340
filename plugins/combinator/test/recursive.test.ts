import { afterEach, describe, expect, it } from 'vitest'
import { control, settle } from 'nuxt-ui-jsonforms/testing'
import { mountCombinator, subFormFields, unmountAll } from './helpers'

afterEach(unmountAll)

describe('a variant that refers back to the schema it stands in', () => {
  // A schema of schemas, as a meta-schema is: `not` is a boolean or the whole schema again.
  const schema = {
    type: 'object',
    properties: {
      title: { type: 'string' },
      not: { anyOf: [{ $ref: '#' }, { type: 'boolean' }] },
    },
  }

  it('waits for the user instead of rendering the root again, and opens one level when asked', async () => {
    const { wrapper, data } = await mountCombinator({ schema, uischema: { type: 'VerticalLayout', elements: [control('title'), control('not')] }, data: {} })
    expect(wrapper.find('[data-testid="combinator-waiting"]').text()).toContain('Not filled in yet')
    expect(subFormFields(wrapper)).toEqual([])
    await wrapper.get('[data-testid="combinator-waiting"] button').trigger('click')
    await settle()
    expect(data.value).toEqual({ not: {} })
    expect(wrapper.find('input[name="not.title"]').exists()).toBe(true)
    // The opened level's own `not` waits in turn.
    expect(wrapper.findAll('[data-testid="combinator-waiting"]')).toHaveLength(1)
  })
})
