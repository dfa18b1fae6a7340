import { flushPromises } from '@vue/test-utils'
import { nextTick } from 'vue'
import { rendererEvents } from '../registry/events'

/** Lazy chunks asked for and not yet arrived (or failed), counted from the registry's events. */
let pending = 0
const arrivals = new Set<() => void>()
const arrived = () => {
  pending = Math.max(0, pending - 1)
  arrivals.forEach(resolve => resolve())
}
rendererEvents.on('chunk:start', () => pending++)
rendererEvents.on('chunk:loaded', arrived)
rendererEvents.on('chunk:failed', arrived)

/** Lets Vue, JSON Forms and async components finish their work. */
export async function settle(): Promise<void> {
  await flushPromises()
  await nextTick()
  await flushPromises()
}

function nextArrival(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      arrivals.delete(done)
      resolve()
    }
    arrivals.add(done)
  })
}

/**
 * Waits until every lazy chunk the mounted forms asked for has arrived (or failed, leaving its
 * error in place of the control) and the forms have rendered what it brought, including chunks
 * that what it brought asks for in turn. Returns at once when no chunk is on its way.
 */
export async function waitForChunks(): Promise<void> {
  await settle()
  while (pending > 0) {
    await nextArrival()
    await settle()
  }
}
