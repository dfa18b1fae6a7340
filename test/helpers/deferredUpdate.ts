import { type Middleware, UPDATE_DATA, type UpdateAction } from '@jsonforms/core'
import { expect, vi } from 'vitest'

/** A JSON Forms middleware that records the path of every data update, at the moment it is dispatched. */
export function recordUpdates(): { middleware: Middleware, paths: string[] } {
  const paths: string[] = []
  const middleware: Middleware = (state, action, reducer) => {
    if (action.type === UPDATE_DATA)
      paths.push((action as UpdateAction).path)
    return reducer(state, action)
  }
  return { middleware, paths }
}

/**
 * Runs a widget's change (a click, or the event its model update emits) and checks the one-tick
 * defer of the specification: nothing is written while the widget's handler runs, and the update
 * of `path` arrives right after.
 */
export async function expectDeferredUpdate(paths: string[], path: string, change: () => void): Promise<void> {
  const before = paths.length
  change()
  expect(paths.slice(before), 'written inside the widget\'s handler').toEqual([])
  await vi.waitFor(() => expect(paths.slice(before)).toContain(path))
}
