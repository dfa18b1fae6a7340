import {
  Actions,
  type ControlElement,
  type CoreActions,
  type Dispatch,
  type JsonFormsState,
  type JsonFormsSubStates,
  type Layout,
  type LayoutProps,
  type StatePropsOfControl,
  mapStateToControlProps,
  mapStateToLayoutProps,
} from '@jsonforms/core'
import type { ControlProps, LayoutProps as VueLayoutProps } from '@jsonforms/vue'
import { type ComputedRef, computed, inject, toRaw } from 'vue'
import { type ControlInputs, controlInputs, sameControlInputs } from './controlInputs'
import { stableComputed } from './stableComputed'

/**
 * The JSON Forms state as plain objects. `<JsonForms>` keeps its state deeply reactive, so the
 * core mappers would walk schema proxies and track every key they touch (a 500-field schema makes
 * each lookup O(fields)). Here only the replaced sub-states are tracked; the mappers read raw data.
 */
export function useRawFormState(): ComputedRef<JsonFormsState> {
  const jsonforms = inject<JsonFormsSubStates>('jsonforms')
  if (!jsonforms)
    throw new Error('nuxt-ui-jsonforms renderers must be rendered inside <JsonForms>.')
  return computed(() => ({
    jsonforms: {
      core: toRaw(jsonforms.core),
      config: toRaw(jsonforms.config),
      i18n: toRaw(jsonforms.i18n),
      renderers: toRaw(jsonforms.renderers),
      cells: toRaw(jsonforms.cells),
      uischemas: toRaw(jsonforms.uischemas),
      readonly: jsonforms.readonly,
    },
  }))
}

/** A shallow copy of renderer props with raw values, for the core mappers. */
function rawProps<P extends object>(props: P): P {
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, toRaw(value)])) as P
}

export type ControlState = StatePropsOfControl & ControlProps & { uischema: ControlElement }

/** A control's JSON Forms props, recomputed per form change but kept when nothing it shows changed. */
export function useControlState(props: ControlProps) {
  const state = useRawFormState()
  const dispatch = inject<Dispatch<CoreActions>>('dispatch')
  const own = computed(() => rawProps(props))
  let seen: ControlInputs | undefined
  const control = stableComputed<ControlState>((previous) => {
    const inputs = controlInputs(state.value, own.value)
    const unchanged = previous && seen && sameControlInputs(seen, inputs)
    seen = inputs
    return unchanged ? previous : { ...own.value, ...mapStateToControlProps(state.value, own.value) } as ControlState
  })
  function handleChange(path: string, value: unknown): void {
    dispatch?.(Actions.update(path, () => value))
  }
  return { control, handleChange }
}

/** A layout's JSON Forms props without the data, which a layout never shows. */
export function useLayoutState(props: VueLayoutProps) {
  const state = useRawFormState()
  const own = computed(() => rawProps(props))
  return stableComputed(() => {
    const { data: _data, ...layout } = mapStateToLayoutProps(state.value, own.value as never) as LayoutProps
    return { ...own.value, ...layout, uischema: own.value.uischema as Layout }
  })
}
