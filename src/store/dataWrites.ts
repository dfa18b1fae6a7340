import { isObject } from '../values/plainObject'

/**
 * Data the core reducer made by writing one path of the previous data: the root and each object
 * along the path are copies, everything else is the same object as before (JSON Forms writes with
 * lodash/fp's `set`, and so does its replacement). Knowing it, the form store compares the data
 * along that path alone instead of every sibling of the typed field.
 *
 * The previous data is held weakly: each version of the data would otherwise keep the one before
 * it alive through this map, and a form would keep a copy of its data for every keystroke.
 */
const writes = new WeakMap<object, { from: WeakRef<object> | unknown, path: string }>()

/** Notes that `to` is `from` with the value at `path` written. */
export function noteWrite(from: unknown, to: unknown, path: string): void {
  if (isObject(to) && to !== from)
    writes.set(to, { from: isObject(from) ? new WeakRef(from) : from, path })
}

/** The path whose write turned `from` into `to`, when that is how `to` was made. */
export function writtenPath(from: unknown, to: unknown): string | undefined {
  const write = isObject(to) ? writes.get(to) : undefined
  if (!write)
    return undefined
  const same = isObject(from) ? write.from instanceof WeakRef && write.from.deref() === from : write.from === from
  return same ? write.path : undefined
}
