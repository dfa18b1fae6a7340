import { rendererEvents } from 'nuxt-ui-jsonforms'

declare global {
  interface Window {
    /** How many lazy renderer chunks are being fetched; the e2e suite waits for 0 before it checks a page. */
    pendingRendererChunks: () => number
  }
}

/** Counts the lazy chunks in flight (a function to call: the package's `sideEffects` drops bare imports). */
export function watchRendererChunks(): void {
  let pending = 0
  rendererEvents.on('chunk:start', () => { pending++ })
  rendererEvents.on('chunk:loaded', () => { pending-- })
  rendererEvents.on('chunk:failed', () => { pending-- })
  window.pendingRendererChunks = () => pending
}
