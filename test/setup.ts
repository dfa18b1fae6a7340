import { afterAll, afterEach, beforeAll } from 'vitest'
import { unmountAll } from 'nuxt-ui-jsonforms/testing'
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
