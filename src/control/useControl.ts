import type { ControlProps } from '@jsonforms/vue'
import { getCurrentScope } from 'vue'
import type { CommonOptions } from '../options/common'
import type { StylesOverride } from '../options/styles'
import { useStylesBase } from '../options/useStyles'
import { ControlField } from './controlField'
import { useControlState } from './rendererState'

/** What a control tells `useControl` of itself: its family's theme parts, the icons its widget draws inside. */
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
   * The widget submits its value with a native form under the data path (`name`): `true` for a
   * widget that posts through a hidden input, named while a host's `<form>` holds the form
   * (`field.formName`); `'always'` for a native input (text, textarea, file), named wherever it
   * stands, as autofill reads the name; `false` for a widget without a form input (a calendar, a
   * colour picker, the rich-text editor); `'control'` for a widget whose own form input would
   * post something else than the stored value (a choice's key, a date's segments): the control
   * posts the value in a hidden input of its own, and the widget's name is emptied while a host's
   * `<form>` holds the form, as the form field would otherwise give it the data path.
   * @defaultValue true
   */
  submits?: boolean | 'always' | 'control'
  /** The icons this widget draws inside, for a control that shares the field's icons between two widgets; default: all of them. */
  icons?: Record<string, string | undefined>
}

/**
 * Everything a control renderer needs (a `ControlField`): the JSON Forms control state, its applied
 * options (typed `O`), its theme, what the shell shows (label, description, errors, icons) and
 * `setValue`. Recomputes only when what the control reads changes, so untouched fields do not re-render.
 */
export function useControl<O extends CommonOptions = CommonOptions>(props: ControlProps, settings: UseControlSettings<O> = {}): ControlField<O> {
  return new ControlField<O>(useControlState(props), settings, useStylesBase(settings.styles), getCurrentScope())
}

export type { ControlField }
