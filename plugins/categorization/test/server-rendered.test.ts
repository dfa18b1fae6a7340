import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Hydrated, type ServerForm, hydrate, renderOnServer } from '../../../test/helpers/serverRender'
import { categorization, schema, useCleanLocation } from './helpers'

/** Lazy chunks (Tiptap above all) can take seconds to import on a busy machine: a bound, not a delay. */
const ready = { timeout: 60_000 }

useCleanLocation()
let hydrated: Hydrated | undefined
afterEach(() => {
  hydrated?.unmount()
  hydrated = undefined
})

const tabs: ServerForm = { schema, uischema: categorization(), data: {} }
const stepper: ServerForm = { schema, uischema: categorization({ variant: 'stepper' }), data: {} }
const shownInputs = (root: HTMLElement) => [...root.querySelectorAll('input')].map(input => input.name)

/** The server renders at `/page` (it never receives the hash); the browser opens `/page<hash>`. */
async function openDeepLink(form: ServerForm, hash: string): Promise<Hydrated> {
  window.history.replaceState(null, '', '/page')
  const html = await renderOnServer(form)
  window.history.replaceState(null, '', `/page${hash}`)
  hydrated = hydrate(form, html)
  return hydrated
}

describe('a server-rendered categorization opened at a deep link', () => {
  it('hydrates what the server rendered, then opens the tab the hash names', async () => {
    const { root, hydrationMessages } = await openDeepLink(tabs, '#tab=1')
    await vi.waitFor(() => expect(shownInputs(root)).toEqual(['street']), ready)
    expect(hydrationMessages).toEqual([])
    expect(root.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Address')
  })

  it('opens the stepper at the step the hash names, with Previous enabled', async () => {
    const { root, hydrationMessages } = await openDeepLink(stepper, '#tab=2')
    await vi.waitFor(() => expect(shownInputs(root)).toEqual(['iban']), ready)
    expect(hydrationMessages).toEqual([])
    expect(root.querySelector<HTMLButtonElement>('[data-testid="stepper-previous"]')?.disabled).toBe(false)
  })

  it('follows a hash the app router puts back with replaceState (a prerendered Nuxt page), which fires no event', async () => {
    const guards: (() => void)[] = []
    // The part of vue-router the layout uses: `$router.afterEach`.
    const router = { afterEach: (guard: () => void) => (guards.push(guard), () => guards.splice(guards.indexOf(guard), 1)) }
    const { root } = await openDeepLink({ ...tabs, extend: app => (app.config.globalProperties.$router = router) }, '')
    await vi.waitFor(() => expect(guards).toHaveLength(1), ready)
    window.history.replaceState(null, '', '/page#tab=2')
    guards.forEach(guard => guard())
    await vi.waitFor(() => expect(shownInputs(root)).toEqual(['iban']), ready)
  })
})
