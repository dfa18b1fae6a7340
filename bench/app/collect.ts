/** `gc()` as Chromium exposes it with `--js-flags=--expose-gc`. */
type ExposedGc = (options?: { type?: 'major' | 'minor', execution?: 'sync' | 'async' }) => void | Promise<void>

/**
 * A full garbage collection before a timed step, so that earlier garbage is not billed to it.
 * Asynchronous: run from a task of its own, the collection does not scan the caller's stack. A
 * synchronous `gc()` scans it conservatively and, now and then, finds a stale pointer that keeps a
 * whole unmounted form alive (20 to 30 MB at 500 fields, for any contender); the next mount then
 * marks it again in every major collection.
 */
export async function collectGarbage(): Promise<void> {
  await (globalThis as { gc?: ExposedGc }).gc?.({ type: 'major', execution: 'async' })
}
