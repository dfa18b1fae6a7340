import type { VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach } from 'vitest'
import { type FormInput, control, mountForm, objectSchema, settle } from '../../../test/helpers/mountForm'

export const schema = objectSchema({
  name: { type: 'string' },
  street: { type: 'string' },
  iban: { type: 'string' },
  hideBilling: { type: 'boolean' },
})

export const category = (label: string, name: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'Category', label, elements: [control(name)], ...extra })

export const categorization = (options?: Record<string, unknown>, elements: unknown = [
  category('Person', 'name'),
  category('Address', 'street'),
  category('Billing', 'iban'),
]) => ({ type: 'Categorization', elements, ...(options ? { options } : {}) }) as never

const mounted: VueWrapper[] = []

/** Every test starts at a bare URL and unmounts its forms, so that no listener outlives it. */
export function useCleanLocation(): void {
  beforeEach(() => window.history.replaceState(null, '', '/'))
  afterEach(() => {
    mounted.splice(0).forEach(wrapper => wrapper.unmount())
    window.history.replaceState(null, '', '/')
  })
}

export async function mountTabs(input: FormInput) {
  const result = await mountForm({ schema, data: {}, ...input })
  mounted.push(result.wrapper)
  return result
}

/** Sets the hash the way a link, back or forward does: the URL changes, then `hashchange` fires. */
export async function navigateHash(hash: string): Promise<void> {
  window.history.replaceState(null, '', `/${hash}`)
  window.dispatchEvent(new HashChangeEvent('hashchange'))
  await settle()
}

/** The names of the inputs shown: which tab's content is rendered. */
export const shownInputs = (wrapper: VueWrapper) => wrapper.findAll('input').map(input => input.attributes('name'))
