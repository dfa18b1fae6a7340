import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/**
 * Serves the gallery's `api/*` requests inside the page. Quiet, and any other request passes
 * through untouched; the worker script sits beside index.html (the playground's base is `./`).
 */
export async function startMocks(): Promise<void> {
  try {
    await setupWorker(...handlers).start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } })
  }
  catch {
    // No service worker (an insecure origin, a file:// page): the examples show their failure message.
  }
}
