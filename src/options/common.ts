import type { StylesOverride } from './styles'

/** Where `leadingIcon` / `trailingIcon` are drawn. */
export type IconPlacement = 'outside' | 'inside'

/**
 * Options every wrapped control understands. Set them on a UI-schema element's `options`, or
 * form-wide through the `config` prop of `<JsonForms>`; the element's own options win.
 * @docsPage common-options
 */
export interface CommonOptions {
  /** Placeholder text, where the widget supports one. */
  placeholder?: string
  /** Focus the widget when the form mounts. */
  focus?: boolean
  /** Render read-only. Also on when the schema says `readOnly: true`, `config.readonly` is truthy or the form is `readonly`; a local `false` does not override those. */
  readonly?: boolean
  /** Hide the asterisk drawn after the label of a required field. */
  hideRequiredAsterisk?: boolean
  /** Show the schema `description` even while the field is not focused. */
  showUnfocusedDescription?: boolean
  /** Never show the schema `description`. */
  hideDescription?: boolean
  /**
   * When a `HIDE` rule hides the control (a visible control becoming hidden), reset its value to
   * the schema `default`, or remove it when there is none; `false` keeps the value. A value that is
   * already hidden when the form mounts is left as loaded.
   * @defaultValue true
   */
  clearOnHide?: boolean
  /** Keep validation errors hidden until the field has been touched (blurred or changed). */
  enableFilterErrorsBeforeTouch?: boolean
  /** Offer a way to empty the field (stores `undefined`): a clear button on text inputs, textareas and number fields; booleans ignore it. */
  clearable?: boolean
  /** Icon before the control, as `i-<set>-<name>`. */
  leadingIcon?: string
  /** Icon after the control, as `i-<set>-<name>`. */
  trailingIcon?: string
  /**
   * `outside`: the icons sit next to the widget; `inside`: within the widget chrome. Controls
   * without icon chrome (checkbox, switch, number) always draw them outside.
   * @defaultValue 'outside'
   */
  iconPlacement?: IconPlacement
  /** Local override of theme classes, merged over the `styles` injection. */
  styles?: StylesOverride
  /** Props spread onto `UFormField` (`size`, `ui`, `hint`, `help`, ...). */
  formField?: Record<string, unknown>
}
