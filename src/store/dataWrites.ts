/**
 * Data the core reducer made by writing one path of the previous data: the root and each object
 * along the path are copies, everything else is the same object as before (JSON Forms writes with
 * lodash/fp's `set`, and so does its replacement). Knowing it, the form store compares the data
 * along that path alone instead of every sibling of the typed field.
 */
const writes = new WeakMap<object, { from: unknown, path: string }>()

/** Notes that `to` is `from` with the value at `path` written. */
export function noteWrite(from: unknown, to: unknown, path: string): void {
  if (typeof to === 'object' && to !== null && to !== from)
    writes.set(to, { from, path })
}

/** The path whose write turned `from` into `to`, when that is how `to` was made. */
export function writtenPath(from: unknown, to: unknown): string | undefined {
  const write = typeof to === 'object' && to !== null ? writes.get(to) : undefined
  return write && write.from === from ? write.path : undefined
}
