import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './msw/server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  // Server-rendering tests run without a DOM.
  if (typeof document !== 'undefined')
    document.body.innerHTML = ''
})
afterAll(() => server.close())
