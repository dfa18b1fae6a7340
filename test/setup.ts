import { afterAll, afterEach, beforeAll } from 'vitest'
// The light module, not the `testing` entry: a setup file that loaded the renderers would keep a
// test file's `vi.mock` of their dependencies from reaching them.
import { unmountAll } from '../src/testing/mounted'
import { server } from './msw/server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  // Server-rendering tests run without a DOM.
  if (typeof document !== 'undefined') {
    // The forms first (they would be unmounted after the test anyway), then what they left in the body.
    unmountAll()
    document.body.innerHTML = ''
  }
})
afterAll(() => server.close())
