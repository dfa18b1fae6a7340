import { rendererEvents } from 'nuxt-ui-jsonforms'
import { vi } from 'vitest'
import { settle } from '../helpers/mountForm'

let pending = 0
rendererEvents.on('chunk:start', () => pending++)
rendererEvents.on('chunk:loaded', () => pending--)
rendererEvents.on('chunk:failed', () => pending--)

/** Waits until every lazy renderer chunk a form asked for has arrived (or failed), then lets it render. */
export async function chunksArrived(): Promise<void> {
  await settle()
  await vi.waitFor(() => {
    if (pending > 0)
      throw new Error(`${pending} renderer chunks still loading`)
  }, { timeout: 60_000, interval: 20 })
  await settle()
}
