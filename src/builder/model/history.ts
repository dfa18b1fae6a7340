/** An undo history of snapshots: what was, what is, what was undone. */
export interface History<T> {
  readonly past: readonly T[]
  readonly present: T
  readonly future: readonly T[]
  /** Consecutive commits with the same group merge into one step (typing in one field). */
  readonly group?: string
}

/** How many steps back the builder keeps. */
export const historyLimit = 100

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] }
}

/** Records `next` as the present; a commit in the same `group` as the last one replaces it instead. */
export function commit<T>(history: History<T>, next: T, group?: string, limit = historyLimit): History<T> {
  if (group !== undefined && group === history.group)
    return { ...history, present: next, future: [] }
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [], group }
}

export function undo<T>(history: History<T>): History<T> {
  if (!history.past.length)
    return history
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [history.present, ...history.future] }
}

export function redo<T>(history: History<T>): History<T> {
  if (!history.future.length)
    return history
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) }
}

/** Replaces the present without a step of its own, keeping what can be undone and redone (the preview's data). */
export function replacePresent<T>(history: History<T>, present: T): History<T> {
  return { ...history, present }
}
