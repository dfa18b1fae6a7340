import type { VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { settle } from 'nuxt-ui-jsonforms/testing'

/** Fails the test when Vue (or anything) warns or logs an error, or an error reaches the window. */
export function failOnLoggedErrors(): void {
  let spies: ReturnType<typeof vi.spyOn>[] = []
  const uncaught: unknown[] = []
  const onError = (event: ErrorEvent) => { uncaught.push(event.error ?? event.message) }
  beforeEach(() => {
    spies = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')]
    uncaught.length = 0
    window.addEventListener('error', onError)
  })
  afterEach(() => {
    window.removeEventListener('error', onError)
    for (const spy of spies) {
      expect(spy.mock.calls.map((call: unknown[]) => String(call[0]).slice(0, 300))).toEqual([])
      spy.mockRestore()
    }
    expect(uncaught).toEqual([])
  })
}

type Wrapper = VueWrapper | ReturnType<VueWrapper['find']>

/** The button whose accessible name (aria-label, else text) is `name`. */
export function button(wrapper: Wrapper, name: string) {
  const found = wrapper.findAll('button').find(b => (b.attributes('aria-label') ?? b.text()) === name)
  if (!found)
    throw new Error(`no button named "${name}" among: ${wrapper.findAll('button').map(b => b.attributes('aria-label') ?? b.text()).join(', ')}`)
  return found
}

/** Clicks a button and lets the deferred list update and the re-render finish. */
export async function press(wrapper: Wrapper, name: string): Promise<void> {
  await button(wrapper, name).trigger('click')
  await settle()
}

export const titles = (wrapper: Wrapper) => wrapper.findAll('[data-testid="item-title"]').map(title => title.text())
export const inputNames = (wrapper: Wrapper) => wrapper.findAll('input').map(input => input.attributes('name'))
