import {
  Actions,
  type ControlElement,
  type CoreActions,
  type Dispatch,
  type Layout,
  type LayoutProps,
  type StatePropsOfControl,
  mapStateToLayoutProps,
} from '@jsonforms/core'
import type { ControlProps, LayoutProps as VueLayoutProps } from '@jsonforms/vue'
import { type ComputedRef, inject, nextTick, onScopeDispose } from 'vue'
import { mapControlProps } from './controlProps'
import { controlDataPath } from '../values/ownProperty'
import { scopedSchema } from '../values/scopedSchema'
import { mayBeRequired } from '../values/conditionalRequired'
import { ownPropertyName } from '../values/ownProperty'
import { type FormStore, useFormStore } from '../store/formStore'
import { stateAtPath } from '../store/plainState'
import { useOwnProps } from './ownProps'
import { stableComputed } from './stableComputed'
import { nullableVariantView } from '../values/nullable'
import { sameBesideProperties } from '../values/schemaReads'

export type ControlState = StatePropsOfControl & ControlProps & { uischema: ControlElement }

/** A layout's state (`useLayoutState`). */
export type LayoutState = Omit<LayoutProps, 'data'> & VueLayoutProps & { uischema: Layout, isFormRoot: boolean }

/** A control's state (`useControlState`) and how it writes to its form. */
export interface ControlStateHandle {
  control: ComputedRef<ControlState>
  store: FormStore
  dispatch: Dispatch<CoreActions> | undefined
}

/**
 * A control's JSON Forms props. They are recomputed only when the control's own data or errors
 * change, when a rule it carries may have changed, or when a form-wide input changes.
 */
export function useControlState(props: ControlProps): ControlStateHandle {
  const store = useFormStore()
  const dispatch = inject<Dispatch<CoreActions>>('dispatch')

  // The store watches the control's data path while the control shows it: acquired when the
  // control's state is computed for a path, released when the path changes and when the control
  // goes. Bookkeeping without a reactive write, so it sits in the computed rather than in a watcher
  // of its own, which every field of a large form would allocate at mount. The path is kept in a
  // plain variable: read on unmount, a computed would be tracked by whatever component is
  // rendering then, which would hold this control until it renders again.
  let watched: string | undefined
  // Whether the control counts as visible on its watched path (`FormStore.show`, for `clearOnHide`).
  let counted = false
  let disposed = false
  // `watched` stays set: a late read of the state (a handler one tick after unmount) acquires nothing.
  onScopeDispose(() => {
    disposed = true
    if (watched !== undefined) {
      uncount(watched)
      store.release(watched)
    }
  })
  function uncount(path: string): void {
    if (counted)
      store.hide(path)
    counted = false
  }

  // The props are one dependency of the state (`useOwnProps`), read in the state computed itself:
  // a computed of their own would be one reactive node more per field.
  const ownProps = useOwnProps(props)
  const control = stableComputed<ControlState>((previous) => {
    const own = ownProps()
    const path = controlDataPath(own.uischema, own.path)
    if (path !== watched) {
      store.acquire(path)
      if (watched !== undefined) {
        uncount(watched)
        store.release(watched)
      }
      watched = path
    }
    // A rule, or a condition of the schema that may require the field, reads other data than its own.
    if (own.uischema.rule || mayBeRequired(own.schema, ownPropertyName(own.uischema.scope) ?? ''))
      store.trackData()
    else
      store.trackPath(path)
    // The mapper (`mapControlProps`: JSON Forms' props, a plain property scope resolved once)
    // resolves the scope against the schema it is given: narrowed to the one property
    // when it can be, so that a control of a wide object does not walk every sibling (quadratic
    // for a form of thousands of fields). It resolves to the same sub-schema and `required`.
    // It is given the error lists narrowed to what can concern the control (see `errorsAtPath`).
    const mapped = mapControlProps(stateAtPath(store.state, path), { ...own, schema: scopedSchema(own.uischema, own.schema) }, path)
    if (mapped.visible && !counted && !disposed) {
      store.show(path)
      counted = true
    }
    else if (!mapped.visible) {
      uncount(path)
    }
    const state = { ...own, ...mapped } as ControlState
    // An `anyOf` of a type and `null` is drawn as that type with its "No value" toggle.
    state.schema = nullableVariantView(state.schema, state.rootSchema)
    // An edit elsewhere in the schema makes a new root: the field keeps its state while its own
    // sub-schema and everything of the root it may read are the same.
    if (previous && previous.schema === state.schema && previous.rootSchema !== state.rootSchema && sameBesideProperties(previous.rootSchema, state.rootSchema))
      state.rootSchema = previous.rootSchema
    return state
  })
  return { control, store, dispatch }
}

/** Writes `value` at the data path `path` of the form `dispatch` belongs to. */
export function writeValue(dispatch: Dispatch<CoreActions> | undefined, path: string, value: unknown): void {
  dispatch?.(Actions.update(path, () => value))
}

/**
 * A layout's JSON Forms props without the data, which a layout never shows, and `isFormRoot`: the
 * layout is the form's root element, the one place a layout renders `FormNotices` (nested layouts,
 * in every object and list item, then hold no component for it).
 * @param onHidden called one tick after the state is read hidden where it was shown before (for
 *   `clearOnHide`); noticed in the state computed, which the layout reads to render anyway, rather
 *   than by a watcher of its own, which every layout (of every object and list item) would allocate
 */
export function useLayoutState(props: VueLayoutProps, onHidden?: () => void) {
  const store = useFormStore()
  const ownProps = useOwnProps(props)
  return stableComputed((previous: LayoutState | undefined): LayoutState => {
    const own = ownProps()
    if (own.uischema.rule)
      store.trackData()
    else
      store.trackForm()
    const { data: _data, ...layout } = mapStateToLayoutProps(store.state, own as never) as LayoutProps
    if (onHidden && previous?.visible && !layout.visible)
      void nextTick(onHidden)
    return { ...own, ...layout, uischema: own.uischema as Layout, isFormRoot: store.isRoot(own.uischema) }
  })
}
