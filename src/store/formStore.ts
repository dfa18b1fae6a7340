import type { JsonFormsCore, JsonFormsState, JsonFormsSubStates } from '@jsonforms/core'
import { type EffectScope, type ShallowRef, effectScope, getCurrentScope, inject, onScopeDispose, shallowRef, toRaw, watch } from 'vue'
import { changedErrorPaths } from './errorPaths'
import { writtenPath } from './dataWrites'
import { insertPath, pathTree, removePath, someAtOrBelow, visitChanged, visitChangedAt } from './pathTree'
import { plainState } from './plainState'

/** A core as `tolerantMiddleware` leaves it: with the reason its schema could not be compiled, if so. */
type SchemaErrorCore = JsonFormsCore & { schemaError?: string }

/** A watched path: its change counter, how many controls watch it, and how many of them are visible. */
interface PathSignal { version: ShallowRef<number>, users: number, shown: number }

/**
 * One per `<JsonForms>`: holds its state as plain objects and, on every change, works out once
 * which data paths it concerns. Controls then depend on their own path, not on the whole form,
 * so a keystroke notifies the typed control and the controls with rules, nobody else. Finding
 * them costs the changed path and the changed errors, not the size of the form: the watched
 * paths form a tree walked only where the data's identity changed, and the error lists are
 * diffed once.
 */
export interface FormStore {
  /** The current state, as plain objects. Not reactive: call one of the `track` methods first. */
  readonly state: JsonFormsState
  /** Re-run the caller when the form-wide inputs change or the data or errors at `path` change. */
  trackPath: (path: string) => void
  /** Re-run the caller when the form-wide inputs change or any data changes (rules read anywhere). */
  trackData: () => void
  /** Re-run the caller when the form-wide inputs or the error list change. */
  trackErrors: () => void
  /** Re-run the caller only when the form-wide inputs change. */
  trackForm: () => void
  /** Whether `uischema` is the form's root element; re-runs the caller when the form-wide inputs change. */
  isRoot: (uischema: unknown) => boolean
  /** Start or stop watching a path (counted, so that shared paths stay watched). */
  acquire: (path: string) => void
  release: (path: string) => void
  /**
   * A control that watches `path` (`acquire`) is visible, or no longer is: counted, for
   * `clearOnHide`, on the watched paths themselves, so that it costs no field of a form anything more.
   */
  show: (path: string) => void
  hide: (path: string) => void
  /** A visible control shows `path` or a path inside it: `clearOnHide` leaves its value alone. */
  shows: (path: string) => boolean
}

/** A form's store, its watcher's scope and how many mounted components use it. */
interface StoreEntry { store: FormStore, scope: EffectScope, users: number }

const stores = new WeakMap<JsonFormsSubStates, StoreEntry>()

/**
 * The store of the enclosing `<JsonForms>`. Each component that asks counts as a user; when the
 * last one is gone (the form unmounted), the store stops watching the form's state. Its watcher
 * must not outlive the form: it subscribes to the state's inputs, and an input the application
 * shares between forms (a renderer list, a config or i18n object) would otherwise keep the watcher,
 * and through it every component of an unmounted form, alive.
 */
export function useFormStore(): FormStore {
  const jsonforms = inject<JsonFormsSubStates>('jsonforms')
  if (!jsonforms)
    throw new Error('nuxt-ui-jsonforms renderers must be rendered inside <JsonForms>.')
  const key = toRaw(jsonforms)
  let entry = stores.get(key)
  if (!entry) {
    const scope = effectScope(true)
    entry = { store: scope.run(() => createFormStore(jsonforms))!, scope, users: 0 }
    stores.set(key, entry)
  }
  if (getCurrentScope()) {
    const used = entry
    used.users++
    onScopeDispose(() => {
      if (--used.users === 0) {
        used.scope.stop()
        if (stores.get(key) === used)
          stores.delete(key)
      }
    })
  }
  return entry.store
}

function createFormStore(jsonforms: JsonFormsSubStates): FormStore {
  const form = shallowRef(0)
  const data = shallowRef(0)
  const errors = shallowRef(0)
  const signals = new Map<string, PathSignal>()
  const tree = pathTree<PathSignal>()
  let state = plainState(jsonforms)

  function onChange(): void {
    const previous = state
    state = plainState(jsonforms)
    const before = previous.jsonforms.core
    const after = state.jsonforms.core
    if (changedFormWide(previous, state)) {
      form.value++
      return
    }
    const changed = new Set<PathSignal>()
    if (before?.data !== after?.data) {
      data.value++
      const notify = (signal: PathSignal) => changed.add(signal)
      // A keystroke wrote one path: compare along it, not every sibling of the typed field.
      const written = writtenPath(before?.data, after?.data)
      if (written === undefined)
        visitChanged(tree, before?.data, after?.data, notify)
      else
        visitChangedAt(tree, written, before?.data, after?.data, notify)
    }
    if (before?.errors !== after?.errors) {
      errors.value++
      for (const path of changedErrorPaths(before?.errors, after?.errors)) {
        const signal = signals.get(path)
        if (signal)
          changed.add(signal)
      }
    }
    for (const signal of changed)
      signal.version.value++
  }

  // In the store's own scope (see `useFormStore`), not the first control's. The sources return
  // plain objects: a Vue watcher checks whether each value is a promise, and reading `then` on a
  // proxy would subscribe it to an object other forms may share.
  watch(
    [() => toRaw(jsonforms.core), () => toRaw(jsonforms.config), () => toRaw(jsonforms.i18n), () => jsonforms.readonly, () => toRaw(jsonforms.renderers), () => toRaw(jsonforms.cells)],
    onChange,
    { flush: 'sync' },
  )

  const signal = (path: string) => signals.get(path)?.version.value
  return {
    get state() { return state },
    trackPath: (path) => { void form.value; signal(path) },
    trackData: () => { void form.value; void data.value },
    trackErrors: () => { void form.value; void errors.value },
    trackForm: () => { void form.value },
    isRoot: (uischema) => {
      void form.value
      return state.jsonforms.core?.uischema === toRaw(uischema)
    },
    acquire(path) {
      const existing = signals.get(path)
      if (existing) {
        existing.users++
        return
      }
      const created = { version: shallowRef(0), users: 1, shown: 0 }
      signals.set(path, created)
      insertPath(tree, path, created)
    },
    release(path) {
      const existing = signals.get(path)
      if (existing && --existing.users === 0) {
        // A last change: whatever read the path's state (a control that has gone) computes it again
        // when read late, from the form as it is then, rather than keep what it saw before it went.
        existing.version.value++
        signals.delete(path)
        removePath(tree, path)
      }
    },
    show(path) {
      const existing = signals.get(path)
      if (existing)
        existing.shown++
    },
    hide(path) {
      const existing = signals.get(path)
      if (existing && existing.shown > 0)
        existing.shown--
    },
    shows: path => someAtOrBelow(tree, path, signal => signal.shown > 0),
  }
}

/** Anything but data and errors changed: every renderer must look again. */
function changedFormWide(before: JsonFormsState, after: JsonFormsState): boolean {
  const a = before.jsonforms
  const b = after.jsonforms
  if (a.config !== b.config || a.i18n !== b.i18n || a.readonly !== b.readonly || a.renderers !== b.renderers || a.cells !== b.cells)
    return true
  const x = a.core
  const y = b.core
  return x?.schema !== y?.schema || x?.uischema !== y?.uischema || x?.ajv !== y?.ajv
    || x?.validationMode !== y?.validationMode || x?.additionalErrors !== y?.additionalErrors
    || (x as SchemaErrorCore | undefined)?.schemaError !== (y as SchemaErrorCore | undefined)?.schemaError
}
