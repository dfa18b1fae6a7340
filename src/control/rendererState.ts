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
import { inject, onScopeDispose } from 'vue'
import { mapControlProps } from './controlProps'
import { controlDataPath } from '../values/ownProperty'
import { scopedSchema } from '../values/scopedSchema'
import { useFormStore } from '../store/formStore'
import { prepareValidation } from '../store/incrementalValidation'
import { stateAtPath, unwrapFields } from '../store/plainState'
import { stableComputed } from './stableComputed'

export type ControlState = StatePropsOfControl & ControlProps & { uischema: ControlElement }

/**
 * A control's JSON Forms props. They are recomputed only when the control's own data or errors
 * change, when a rule it carries may have changed, or when a form-wide input changes.
 */
export function useControlState(props: ControlProps) {
  const store = useFormStore()
  const dispatch = inject<Dispatch<CoreActions>>('dispatch')

  // The store watches the control's data path while the control shows it: acquired when the
  // control's state is computed for a path, released when the path changes and when the control
  // goes. Bookkeeping without a reactive write, so it sits in the computed rather than in a watcher
  // of its own, which every field of a large form would allocate at mount. The path is kept in a
  // plain variable: read on unmount, a computed would be tracked by whatever component is
  // rendering then, which would hold this control until it renders again.
  let watched: string | undefined
  function watchPath(next: string): void {
    if (next === watched)
      return
    store.acquire(next)
    if (watched !== undefined)
      store.release(watched)
    watched = next
  }
  // `watched` stays set: a late read of the state (a handler one tick after unmount) acquires nothing.
  onScopeDispose(() => {
    if (watched !== undefined)
      store.release(watched)
  })

  // The props are read in the state computed itself, not in a computed of their own: one reactive
  // node less per field, and a change of a prop recomputes the state either way.
  const control = stableComputed<ControlState>(() => {
    const own = unwrapFields(props)
    const path = controlDataPath(own.uischema, own.path)
    watchPath(path)
    if (own.uischema.rule)
      store.trackData()
    else
      store.trackPath(path)
    // The mapper (`mapControlProps`: JSON Forms' props, a plain property scope resolved once)
    // resolves the scope against the schema it is given: narrowed to the one property
    // when it can be, so that a control of a wide object does not walk every sibling (quadratic
    // for a form of thousands of fields). It resolves to the same sub-schema and `required`.
    // It is given the error lists narrowed to what can concern the control (see `errorsAtPath`).
    const mapped = mapControlProps(stateAtPath(store.state, path), { ...own, schema: scopedSchema(own.uischema, own.schema) }, path)
    return { ...own, ...mapped } as ControlState
  })
  function handleChange(changedPath: string, value: unknown): void {
    dispatch?.(Actions.update(changedPath, () => value))
  }
  /** Gets the validation of a change ready (see `prepareValidation`): call it when the field takes the focus. */
  function prepareChange(): void {
    prepareValidation(store.state.jsonforms.core, control.value.path)
  }
  return { control, handleChange, prepareChange }
}

/**
 * A layout's JSON Forms props without the data, which a layout never shows, and `isFormRoot`: the
 * layout is the form's root element, the one place a layout renders `FormNotices` (nested layouts,
 * in every object and list item, then hold no component for it).
 */
export function useLayoutState(props: VueLayoutProps) {
  const store = useFormStore()
  return stableComputed(() => {
    const own = unwrapFields(props)
    if (own.uischema.rule)
      store.trackData()
    else
      store.trackForm()
    const { data: _data, ...layout } = mapStateToLayoutProps(store.state, own as never) as LayoutProps
    return { ...own, ...layout, uischema: own.uischema as Layout, isFormRoot: store.isRoot(own.uischema) }
  })
}
