import { flushPromises } from '@vue/test-utils'
import { nextTick } from 'vue'
import { chunksSettled } from '../registry/pendingChunks'

/** Lets Vue, JSON Forms and async components finish their work. */
export async function settle(): Promise<void> {
  await flushPromises()
  await nextTick()
  await flushPromises()
}

/**
 * Waits until every lazy chunk the mounted forms asked for has arrived (or failed, leaving its
 * error in place of the control) and the forms have rendered what it brought, including chunks
 * that what it brought asks for in turn. Returns at once when no chunk is on its way.
 */
export function waitForChunks(): Promise<void> {
  return chunksSettled(settle)
}
