import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { JsonSchema } from '@jsonforms/core'
import { describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { mountSubmitForm } from '../helpers/mountSubmitForm'
import { codeBlocks, section } from '../integration/snippets'

/** The forms guide's "Defaults" schema, as it is typed there. */
const guide = readFileSync(join(import.meta.dirname, '../../docs/en/guide/forms.md'), 'utf8')
const schema = JSON.parse(codeBlocks(section(guide, 'Defaults')).find(block => block.lang === 'json')!.code) as JsonSchema

const valueOf = (root: Element, name: string) => (root.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value

describe('defaults of what the user adds', () => {
  it('an object created by typing into one of its fields gets its other fields\' defaults, nested too', async () => {
    const { wrapper, data } = await mountSubmitForm({ name: 'Ada' }, { schema })
    expect(data.value).toEqual({ name: 'Ada' })
    await wrapper.get('input[name="address.street"]').setValue('1 Rue de Rivoli')
    await settle()
    expect(data.value).toEqual({ name: 'Ada', address: { street: '1 Rue de Rivoli', country: 'France', geo: { zone: 'EU' } } })
    await expect.poll(() => valueOf(wrapper.element, 'address.country')).toBe('France')
    expect(valueOf(wrapper.element, 'address.geo.zone')).toBe('EU')
  })

  it('a value typed over a default keeps what is typed; an object that exists gets no defaults again', async () => {
    const { wrapper, data } = await mountSubmitForm({ address: { street: 'Old' } }, { schema })
    await wrapper.get('input[name="address.street"]').setValue('New')
    await settle()
    expect(data.value).toEqual({ address: { street: 'New' } })
  })

  it('a new array item gets its item schema\'s defaults, nested objects\' too, and shows them', async () => {
    const { wrapper, data } = await mountSubmitForm({}, { schema })
    // The array family loads with the first list: its Add button shows once it has.
    const add = await vi.waitFor(() => {
      const found = wrapper.findAll('[data-path="stops"] button').find(button => button.text() === 'Add')
      if (!found)
        throw new Error('no Add button yet')
      return found
    })
    await add.trigger('click')
    await settle()
    expect(data.value).toEqual({ stops: [{ nights: 1, address: { country: 'France', geo: { zone: 'EU' } } }] })
    await expect.poll(() => valueOf(wrapper.element, 'stops.0.address.country')).toBe('France')
    expect(valueOf(wrapper.element, 'stops.0.address.geo.zone')).toBe('EU')
    await wrapper.get('input[name="stops.0.place"]').setValue('Lyon')
    await settle()
    expect(data.value).toEqual({ stops: [{ place: 'Lyon', nights: 1, address: { country: 'France', geo: { zone: 'EU' } } }] })
  })
})
