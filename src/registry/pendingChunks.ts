import { nextTick } from 'vue'
import { rendererEvents } from './events'

/** Lazy chunks asked for and not yet arrived (or failed), counted from the registry's events. */
let pending = 0
const waiting = new Set<() => void>()

function arrived(): void {
  pending = Math.max(0, pending - 1)
  waiting.forEach(notify => notify())
}
rendererEvents.on('chunk:start', () => pending++)
rendererEvents.on('chunk:loaded', arrived)
rendererEvents.on('chunk:failed', arrived)

/** How many lazy renderer chunks are on their way. */
export function pendingChunks(): number {
  return pending
}

/** Resolves at the next arrival (or failure) of a lazy renderer chunk. */
export function nextChunkArrival(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      waiting.delete(done)
      resolve()
    }
    waiting.add(done)
  })
}

/**
 * Resolves once no lazy renderer chunk is on its way, and Vue has rendered what the last one
 * brought (chunks that it asks for in turn included): for code that acts on fields a change has
 * just added, such as focusing a new array item's first input.
 */
export async function chunksSettled(afterEach: () => Promise<void>): Promise<void> {
  await afterEach()
  while (pending > 0) {
    await nextChunkArrival()
    await afterEach()
  }
}

/** Once the current task's promises have run and Vue has rendered. */
function afterRender(): Promise<void> {
  return new Promise<void>(resolve => setTimeout(resolve, 0)).then(() => nextTick())
}

/**
 * Resolves once the lazy renderers a change has just asked for are on the page (or show their load
 * error). Returns after the next render (`nextTick`) when none is on its way.
 * @example await whenChunksArrive(); root.querySelector('input')?.focus()
 */
export async function whenChunksArrive(): Promise<void> {
  await nextTick()
  while (pending > 0) {
    await nextChunkArrival()
    await afterRender()
  }
}
