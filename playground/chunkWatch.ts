import { pendingChunks } from 'nuxt-ui-jsonforms'

declare global {
  interface Window {
    /** How many lazy renderer chunks are being fetched; the e2e suite waits for 0 before it checks a page. */
    pendingRendererChunks: () => number
  }
}

/** Shows the registry's count of lazy chunks in flight to the e2e suite (a function to call: the package's `sideEffects` drops bare imports). */
export function watchRendererChunks(): void {
  window.pendingRendererChunks = pendingChunks
}
