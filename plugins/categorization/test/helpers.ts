import type { VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach } from 'vitest'
import { type FormInput, control, mountWith, objectSchema, settle, unmountAll } from 'nuxt-ui-jsonforms/testing'
import { booleanPlugin, layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { categorizationPlugin } from '..'

const mountForm = mountWith([layoutsPlugin, categorizationPlugin, textPlugin, booleanPlugin])

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

/** Every test starts at a bare URL and unmounts its forms, so that no listener outlives it. */
export function useCleanLocation(): void {
  beforeEach(() => window.history.replaceState(null, '', '/'))
  afterEach(() => {
    unmountAll()
    window.history.replaceState(null, '', '/')
  })
}

export function mountTabs(input: FormInput) {
  return mountForm({ schema, data: {}, ...input })
}

/** Sets the hash the way a link, back or forward does: the URL changes, then `hashchange` fires. */
export async function navigateHash(hash: string): Promise<void> {
  window.history.replaceState(null, '', `/${hash}`)
  window.dispatchEvent(new HashChangeEvent('hashchange'))
  await settle()
}

/** The names of the inputs shown: which tab's content is rendered. */
export const shownInputs = (wrapper: VueWrapper) => wrapper.findAll('input').map(input => input.attributes('name'))
