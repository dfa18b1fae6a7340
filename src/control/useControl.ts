import type { ControlProps } from '@jsonforms/vue'
import { nextTick, ref, toRaw, watch } from 'vue'
import type { CommonOptions } from '../options/common'
import { passThroughProps } from '../options/optionValues'
import { useOptions } from '../options/useOptions'
import type { StylesOverride } from '../options/styles'
import { useStylesOf } from '../options/useStyles'
import { coreMessages } from '../i18n/coreMessages'
import { useTranslate } from '../i18n/useTranslate'
import { propertyName } from './accessibleName'
import { lastResult } from '../values/lastResult'
import { ControlField, type Shown } from './controlField'
import { useOverwriteNotice } from './overwriteNotice'
import { type ResolvedIcons, resolveIcons } from './iconPlacement'
import { isReadonly } from './readonly'
import { useControlState } from './rendererState'
import { stableComputed } from './stableComputed'

export interface UseControlSettings<O extends CommonOptions = CommonOptions> {
  /**
   * The widget can draw icons inside its chrome (UInput, UTextarea); otherwise icons stay outside.
   * A function decides from the options, for a widget whose chrome an option can take away.
   */
  iconChrome?: boolean | ((options: O) => boolean)
  /** The family's own theme parts, from its `styles.ts`. */
  styles?: StylesOverride
}

/** How `widgetProps` binds a widget. */
export interface WidgetBinding {
  /**
   * How a read-only field locks the widget: `disabled` (the default), `readonly` (text stays
   * selectable), `both`, or `none` (the control locks it itself).
   */
  lock?: 'disabled' | 'readonly' | 'both' | 'none'
  /** Give the widget `aria-label` with the field's accessible name: for a widget the form field's `<label>` cannot name. */
  named?: boolean
  /**
   * The widget submits its value with a native form under the data path (`name`); `false` for a
   * widget without a form input (a calendar, a colour picker, the rich-text editor).
   * @defaultValue true
   */
  submits?: boolean
  /** The icons this widget draws inside, for a control that shares the field's icons between two widgets; default: all of them. */
  icons?: Record<string, string | undefined>
}

/**
 * Everything a control renderer needs: the JSON Forms control state, its applied options (typed
 * `O`), its theme, what the shell shows (label, description, errors, icons) and `setValue`.
 * Recomputes only when what the control reads changes, so untouched fields do not re-render.
 */
export function useControl<O extends CommonOptions = CommonOptions>(props: ControlProps, settings: UseControlSettings<O> = {}) {
  const { control, handleChange, prepareChange } = useControlState(props)
  const options = useOptions<O>(() => control.value.uischema.options, () => control.value.config)
  const stylesOf = useStylesOf(settings.styles)
  const focused = ref(false)
  const touched = ref(false)

  const t = useTranslate(coreMessages)
  // The icons' object kept while the options are the same object, so that `shown` keeps its own.
  const iconsFor = lastResult((applied: O): ResolvedIcons => {
    const { iconChrome } = settings
    return resolveIcons(applied, typeof iconChrome === 'function' ? iconChrome(applied) : iconChrome === true)
  })
  /**
   * What the field shows around its widget, in one computed that keeps its object while every part
   * is the same: a keystroke recomputes it once (the control's state is a new object), and no
   * reader runs again unless a part changed. One computed per part would cost each field of a large
   * form a dozen more reactive nodes, which its mount allocates and every garbage collection walks.
   */
  const shown = stableComputed<Shown>(() => {
    const state = control.value
    const applied = options.value
    const { label, path, visible, required } = state
    const readonly = isReadonly(state, applied)
    const describes = !applied.hideDescription && (applied.showUnfocusedDescription || focused.value)
    return {
      path,
      label,
      visible,
      required,
      readonly,
      /** The label, or for a control shown without one, a name for assistive technology only. */
      accessibleName: label || propertyName(path) || t('nui.unlabelled'),
      showAsterisk: !!required && !applied.hideRequiredAsterisk,
      clearable: applied.clearable === true && !readonly,
      description: describes ? state.description || undefined : undefined,
      errors: applied.enableFilterErrorsBeforeTouch && !touched.value ? '' : state.errors,
      icons: iconsFor(applied),
    }
  })

  const overwrite = useOverwriteNotice(() => control.value.data)

  function setValue(value: unknown): void {
    touched.value = true
    overwrite.wrote(value, focused.value)
    handleChange(control.value.path, value)
  }

  /**
   * `setValue` one tick later, for the change handlers of overlay widgets (selects, menus, radio
   * groups): when the new value hides part of the form through a rule, that part unmounts after the
   * widget's own handler has finished (the upstream outside-click defect of the specification).
   */
  async function setValueAfterTick(value: unknown): Promise<void> {
    await nextTick()
    setValue(value)
  }

  /**
   * The props every widget takes from its field, to bind in one attribute
   * (`v-bind="field.widgetProps('inputNumber')"`): `name` (the data path), the read-only lock,
   * the field's icons when they are drawn inside, optionally `aria-label`, and last the
   * pass-through option `passThroughKey`, which wins over all of them.
   */
  function widgetProps(passThroughKey?: keyof O & string, binding: WidgetBinding = {}): Record<string, unknown> {
    const { lock = 'disabled', named = false, submits = true, icons: inside = shown.value.icons.inside } = binding
    return {
      ...(submits ? { name: shown.value.path } : {}),
      ...(lock === 'disabled' || lock === 'both' ? { disabled: shown.value.readonly } : {}),
      ...(lock === 'readonly' || lock === 'both' ? { readonly: shown.value.readonly } : {}),
      ...(named ? { 'aria-label': shown.value.accessibleName } : {}),
      ...inside,
      ...passThroughProps(passThroughKey === undefined ? undefined : options.value[passThroughKey]),
    }
  }

  watch(() => control.value.visible, (visible, wasVisible) => {
    if (visible || !wasVisible || options.value.clearOnHide === false)
      return
    const fallback = control.value.schema?.default
    if (control.value.data !== fallback)
      handleChange(control.value.path, fallback === undefined ? undefined : structuredClone(toRaw(fallback)))
  })

  return new ControlField<O>({ control, shown, options, styles: () => stylesOf(options.value.styles), focused, touched, overwritten: overwrite.overwritten }, {
    setValue,
    setValueAfterTick,
    widgetProps,
    onFocus: () => {
      focused.value = true
      prepareChange()
    },
    onBlur: () => {
      focused.value = false
      touched.value = true
      overwrite.left()
    },
    restoreTyped: () => setValue(overwrite.take()),
    dismissOverwritten: overwrite.dismiss,
  })
}

export type { ControlField }
