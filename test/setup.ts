import { afterAll, afterEach, beforeAll } from 'vitest'
import type { App } from 'vue'
// The light module, not the `testing` entry: a setup file that loaded the renderers would keep a
// test file's `vi.mock` of their dependencies from reaching them.
import { loadValidator } from '../src/registry/loadValidator'
import { unmountAll } from '../src/testing/mounted'
import { server } from './msw/server'

// The validator's chunk loaded before the tests, as an app's first form does before it mounts:
// forms then mount at once (test/form/validator-chunk.test.ts mounts one before it has loaded).
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  await loadValidator()
})
afterEach(() => {
  server.resetHandlers()
  // Server-rendering tests run without a DOM.
  if (typeof document !== 'undefined') {
    // The forms first (they would be unmounted after the test anyway), then every other app still
    // mounted in the body (a builder, a host component), then what they left there. An app left
    // mounted over a cleared body would later unmount teleported nodes that are no longer there.
    unmountAll()
    unmountApps(document.body)
    document.body.innerHTML = ''
  }
})
afterAll(() => server.close())

/** Unmounts the Vue apps mounted on `parent`'s children (Vue marks an app's container with `__vue_app__`). */
function unmountApps(parent: HTMLElement): void {
  for (const child of [...parent.children])
    (child as { __vue_app__?: App }).__vue_app__?.unmount()
}
