import { describe, expect, it } from 'vitest'
import { settle } from '../helpers/mountForm'
import { mountSubmitForm } from '../helpers/mountSubmitForm'

const asterisk = "after:content-['*']"
const starred = (root: Element, path: string) => root.querySelector(`[data-path="${path}"] label`)?.className.includes(asterisk) ?? false
const errorOf = (root: Element, path: string) => root.querySelector(`[data-path="${path}"] [id$="-error"]`)?.textContent?.trim()

async function setValue(wrapper: Awaited<ReturnType<typeof mountSubmitForm>>['wrapper'], path: string, value: string) {
  await wrapper.get(`input[name="${path}"]`).setValue(value)
  await settle()
}

describe('a field required by a condition', () => {
  it('if/then: shows the asterisk and the required error while the condition holds, and loses both after', async () => {
    const schema = {
      type: 'object',
      properties: { country: { type: 'string' }, zip: { type: 'string' } },
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { required: ['zip'] },
    }
    const { wrapper } = await mountSubmitForm({ country: 'FR' }, { schema })
    const root = wrapper.element
    expect(starred(root, 'zip')).toBe(false)
    expect(errorOf(root, 'zip')).toBeUndefined()
    await setValue(wrapper, 'country', 'US')
    expect(starred(root, 'zip')).toBe(true)
    expect(errorOf(root, 'zip')).toBe('Required')
    await setValue(wrapper, 'zip', '10001')
    expect(starred(root, 'zip')).toBe(true)
    expect(errorOf(root, 'zip')).toBeUndefined()
    await setValue(wrapper, 'country', 'DE')
    expect(starred(root, 'zip')).toBe(false)
  })

  it('if/then/else: the else branch applies when the condition fails', async () => {
    const schema = {
      type: 'object',
      properties: { kind: { type: 'string' }, company: { type: 'string' }, person: { type: 'string' } },
      if: { properties: { kind: { const: 'business' } } },
      then: { required: ['company'] },
      else: { required: ['person'] },
    }
    const { wrapper } = await mountSubmitForm({ kind: 'private' }, { schema })
    expect(starred(wrapper.element, 'person')).toBe(true)
    expect(starred(wrapper.element, 'company')).toBe(false)
    await setValue(wrapper, 'kind', 'business')
    expect(starred(wrapper.element, 'person')).toBe(false)
    expect(starred(wrapper.element, 'company')).toBe(true)
    expect(errorOf(wrapper.element, 'company')).toBe('Required')
  })

  it('dependentRequired (2019-09): required once the property it depends on is there', async () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      type: 'object',
      properties: { card: { type: 'string' }, cvc: { type: 'string' } },
      dependentRequired: { card: ['cvc'] },
    }
    const { wrapper } = await mountSubmitForm({}, { schema })
    expect(starred(wrapper.element, 'cvc')).toBe(false)
    await setValue(wrapper, 'card', '4242')
    expect(starred(wrapper.element, 'cvc')).toBe(true)
    expect(errorOf(wrapper.element, 'cvc')).toBe('Required')
  })

  it('dependencies (draft-07): required once the property it depends on is there, and no longer once it is cleared', async () => {
    const schema = {
      type: 'object',
      properties: { card: { type: 'string' }, cvc: { type: 'string' } },
      dependencies: { card: ['cvc'] },
    }
    const { wrapper, data } = await mountSubmitForm({}, { schema })
    await setValue(wrapper, 'card', '4242')
    expect(starred(wrapper.element, 'cvc')).toBe(true)
    expect(errorOf(wrapper.element, 'cvc')).toBe('Required')
    await setValue(wrapper, 'card', '')
    expect(data.value).not.toHaveProperty('card')
    expect(starred(wrapper.element, 'cvc')).toBe(false)
    expect(errorOf(wrapper.element, 'cvc')).toBeUndefined()
  })
})
