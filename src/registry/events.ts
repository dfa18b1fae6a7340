import mitt from 'mitt'

/** What the registry reports about lazy renderer chunks. */
export interface RendererEvents {
  [key: string | symbol]: unknown
  /** A form dispatched to a lazy entry and its chunk is being fetched. */
  'chunk:start': { plugin: string, entry: string }
  /** The chunk arrived; `ms` is how long it took. */
  'chunk:loaded': { plugin: string, entry: string, ms: number }
  /** The chunk could not be loaded; the control shows an error in its place. */
  'chunk:failed': { plugin: string, entry: string, error: unknown }
}

/**
 * Reports lazy chunk loading for every registry, so a host can show progress or log failures.
 * @example rendererEvents.on('chunk:failed', ({ entry, error }) => console.error(entry, error))
 */
export const rendererEvents = mitt<RendererEvents>()

/**
 * A loader of one chunk, reported as `rendererEvents` (its start, its arrival with how long it
 * took, or its failure). Callers at the same time share one load; after a failure, the next call
 * loads again.
 */
export function reportedChunk<T>(names: { plugin: string, entry: string }, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  const fetchChunk = async (): Promise<T> => {
    const started = performance.now()
    rendererEvents.emit('chunk:start', names)
    try {
      const result = await load()
      rendererEvents.emit('chunk:loaded', { ...names, ms: performance.now() - started })
      return result
    }
    catch (error) {
      rendererEvents.emit('chunk:failed', { ...names, error })
      loading = undefined
      throw error
    }
  }
  return () => loading ??= fetchChunk()
}
