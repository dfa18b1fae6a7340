import type { ControlProps } from '@jsonforms/vue'
import { computed, reactive, ref, toRaw, watch } from 'vue'
import type { CommonOptions } from '../options/common'
import { resolveOptions } from '../options/resolveOptions'
import { useStyles } from '../options/useStyles'
import { resolveIcons } from './iconPlacement'
import { useControlState } from './formState'

export interface UseControlSettings {
  /** The widget can draw icons inside its chrome (UInput, UTextarea); otherwise icons stay outside. */
  iconChrome?: boolean
}

/**
 * Everything a control renderer needs: the JSON Forms control state, its applied options, its
 * theme, what the shell shows (label, description, errors, icons) and `setValue`.
 * Recomputes only when what the control reads changes, so untouched fields do not re-render.
 */
export function useControl<O extends CommonOptions = CommonOptions>(props: ControlProps, settings: UseControlSettings = {}) {
  const { control, handleChange } = useControlState(props)
  const options = computed(() => resolveOptions<O>(control.value.uischema.options, control.value.config))
  const styles = useStyles(() => control.value.uischema)
  const focused = ref(false)
  const touched = ref(false)

  const readonly = computed(() => !control.value.enabled || control.value.readonly || options.value.readonly === true)
  const description = computed(() => {
    const { hideDescription, showUnfocusedDescription } = options.value
    if (hideDescription || !(focused.value || showUnfocusedDescription))
      return undefined
    return control.value.description || undefined
  })
  const errors = computed(() =>
    options.value.enableFilterErrorsBeforeTouch && !touched.value ? '' : control.value.errors)
  const icons = computed(() => resolveIcons(options.value, settings.iconChrome === true))

  function setValue(value: unknown): void {
    touched.value = true
    handleChange(control.value.path, value)
  }

  watch(() => control.value.visible, (visible, wasVisible) => {
    if (visible || !wasVisible || options.value.clearOnHide === false)
      return
    const fallback = control.value.schema?.default
    if (control.value.data !== fallback)
      handleChange(control.value.path, fallback === undefined ? undefined : structuredClone(toRaw(fallback)))
  })

  return reactive({
    control,
    value: computed(() => control.value.data as unknown),
    path: computed(() => control.value.path),
    label: computed(() => control.value.label),
    visible: computed(() => control.value.visible),
    required: computed(() => control.value.required),
    showAsterisk: computed(() => !!control.value.required && !options.value.hideRequiredAsterisk),
    options,
    styles,
    readonly,
    description,
    errors,
    icons,
    focused,
    touched,
    setValue,
    onFocus: () => { focused.value = true },
    onBlur: () => {
      focused.value = false
      touched.value = true
    },
  })
}

/** The reactive object `useControl` returns; the control shell takes it as its `field` prop. */
export type ControlField = ReturnType<typeof useControl>
