import { type EffectScope, type WatchCallback, type WatchHandle, type WatchSource, watch } from 'vue'

/**
 * A watcher made after setup, once a field first needs one, inside the control's scope (taken with
 * `getCurrentScope()` during setup), so that it still stops with the control. A field that never
 * needs it holds no watcher. Nothing is made once the scope has stopped.
 */
export function watchInScope<T>(scope: EffectScope | undefined, source: WatchSource<T>, callback: WatchCallback<T>): WatchHandle | undefined {
  const create = () => watch(source, callback)
  return scope ? scope.run(create) : create()
}
