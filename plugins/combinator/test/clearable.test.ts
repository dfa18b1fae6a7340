import { afterEach, describe, expect, it } from 'vitest'
import { settle } from 'nuxt-ui-jsonforms/testing'
import { type Wrapper, mountCombinator, shownVariant, subFormFields, switchTo, unmountAll } from './helpers'
import { petSchema } from './schemas'

afterEach(unmountAll)

const form = (options: Record<string, unknown>) =>
  ({ type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/owner' }, { type: 'Control', scope: '#/properties/pet', options }] }) as never
const clearButton = (wrapper: Wrapper) => wrapper.find('[data-path="pet"] [data-testid="clear-button"]')

describe('clearable oneOf / anyOf', () => {
  it('offers a clear button while there is a value: it removes the value, keeps the variant shown with empty fields', async () => {
    const { wrapper, data } = await mountCombinator({ schema: petSchema(), uischema: form({ clearable: true }), data: { owner: 'Ada', pet: { name: 'Tom', lives: 7 } } })
    await clearButton(wrapper).trigger('click')
    await settle()
    expect(data.value).toEqual({ owner: 'Ada' })
    expect(shownVariant(wrapper, 'pet')).toBe('Cat')
    expect(subFormFields(wrapper)).toEqual(['pet.name'])
    expect((wrapper.find('input[name="pet.name"]').element as HTMLInputElement).value).toBe('')
    expect(clearButton(wrapper).exists()).toBe(false)
    // What was cleared does not come back through a switch and back.
    await switchTo(wrapper, 'pet', 'Dog')
    await switchTo(wrapper, 'pet', 'Cat')
    expect(data.value).toEqual({ owner: 'Ada', pet: { lives: 9 } })
  })

  it('shows no clear button without the option, or read-only', async () => {
    for (const options of [{}, { clearable: true, readonly: true }]) {
      const { wrapper } = await mountCombinator({ schema: petSchema(), uischema: form(options), data: { pet: { name: 'Tom' } } })
      expect(clearButton(wrapper).exists(), JSON.stringify(options)).toBe(false)
    }
  })
})
