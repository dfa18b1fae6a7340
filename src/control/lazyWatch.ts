import { type EffectScope, type WatchCallback, type WatchHandle, type WatchSource, getCurrentScope, watch } from 'vue'

/**
 * A watcher that a field starts when it first needs one (a draft to drop when the host gives the
 * field a value) and stops when it no longer does, made in the control's scope so that it also stops
 * with the control: a field that never needs it holds no watcher. Make it during setup (the scope is
 * taken there), or pass the scope. A class, so that every field shares `start` and `stop`.
 */
export class LazyWatch<T> {
  private handle: WatchHandle | undefined

  constructor(
    private readonly source: WatchSource<T>,
    private readonly callback: WatchCallback<T>,
    private readonly scope: EffectScope | undefined = getCurrentScope(),
  ) {}

  /** Makes the watcher, unless it is already on; nothing once the scope has stopped. */
  start(): void {
    if (this.handle)
      return
    const create = () => watch(this.source, this.callback)
    this.handle = this.scope ? this.scope.run(create) : create()
  }

  /** Stops the watcher, if it is on. */
  stop(): void {
    this.handle?.()
    this.handle = undefined
  }
}
