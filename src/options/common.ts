import type { StylesOverride } from './styles'

/** Where `leadingIcon` / `trailingIcon` are drawn. */
export type IconPlacement = 'outside' | 'inside'

/**
 * Options every wrapped control understands. Set them on a UI-schema element's `options`, or
 * form-wide through the `config` prop of `<JsonForms>`; the element's own options win. The
 * builder's inspector offers each one it can draw (`@title`, and `@summary` for its one-line help).
 * @docsPage common-options
 */
export interface CommonOptions {
  /**
   * Placeholder text, where the widget supports one.
   * @title Placeholder
   * @summary Text shown while the field is empty, where the widget supports one.
   */
  placeholder?: string
  /**
   * Focuses the widget when the form mounts (autofocus).
   * @title Focus on mount
   */
  focus?: boolean
  /**
   * Renders read-only. Also on when the schema says `readOnly: true`, `config.readonly` is truthy
   * (any truthy value), or the form (or a rule) disables the control; a local `false` does not
   * override those.
   * @title Read-only
   * @summary Render read-only.
   */
  readonly?: boolean
  /**
   * Hides the asterisk drawn after the label of a required field.
   * @title Hide required asterisk
   */
  hideRequiredAsterisk?: boolean
  /**
   * Shows the schema `description` even while the field is not focused. By default the description
   * appears only while the field has focus.
   * @title Always show description
   * @summary Show the description even while the field is not focused.
   */
  showUnfocusedDescription?: boolean
  /**
   * Never shows the schema `description`.
   * @title Hide description
   */
  hideDescription?: boolean
  /**
   * When a `HIDE` rule hides a visible control, its value is reset to the schema `default` (a copy
   * of it) or removed when there is none; a value already hidden when the form mounts is left as
   * loaded, a value another visible control still shows is kept, and so is a value the hiding
   * rule's condition tests (its scope is the control's or inside it). `false` keeps the value.
   * @defaultValue true
   * @title Clear on hide
   * @summary Reset the value when a HIDE rule hides the field.
   */
  clearOnHide?: boolean
  /**
   * Keeps validation errors hidden until the field has been touched (blurred or changed).
   * @title Errors after touch
   */
  enableFilterErrorsBeforeTouch?: boolean
  /**
   * Offers a way to empty the field: a clear button on text inputs, textareas, number fields,
   * choices (select, select menu, radio and checkbox groups), dates, times, calendars, colours,
   * tags, autocompletes, rich-text editors and oneOf / anyOf fields, shown while the field holds a value and is
   * editable; clearing stores `undefined`. Booleans have no empty state and ignore it; an array
   * is emptied by removing its last item.
   * @title Clearable
   * @summary Offer a button that empties the field.
   */
  clearable?: boolean
  /**
   * Icon before the control, as `i-<set>-<name>` (for example `i-lucide-user`).
   * @title Leading icon
   * @summary Icon before the control, as i-<set>-<name>.
   */
  leadingIcon?: string
  /**
   * Icon after the control, as `i-<set>-<name>`.
   * @title Trailing icon
   */
  trailingIcon?: string
  /**
   * `outside`: the icons sit next to the widget; `inside`: within the widget chrome (inputs and
   * textareas). Controls without icon chrome (checkbox, switch, number) always draw them outside.
   * @defaultValue 'outside'
   * @title Icon placement
   * @summary Icons next to the widget or inside its chrome.
   */
  iconPlacement?: IconPlacement
  /**
   * Local override of theme classes, merged over the `styles` injection. See
   * [Styling and theme](./styling.md).
   * @docType partial theme map
   */
  styles?: StylesOverride
  /**
   * Props spread onto `UFormField` (`size`, `ui`, `hint`, `help`, ...). See
   * [Pass-through](./pass-through.md).
   */
  formField?: Record<string, unknown>
}

/** The defaults of the form-wide options. */
export const formDefaults = { maxDepth: 64 } as const

/**
 * Options of the whole form, set through the `config` prop of `<JsonForm>` / `<JsonForms>` only
 * (an element's `options` do not change them). See [Reliability and security](./reliability.md).
 * @docsPage common-options
 */
export interface FormOptions {
  /**
   * How many elements deep the form renders (layouts, objects, list items and variants, each
   * counting one level; a sub-form JSON Forms generates for an object counts with its object). An
   * element deeper than this shows a notice in its place and the rest of the form works as usual;
   * a whole number of at least 1. Browsers run out of stack somewhere past 75 nested objects, so a
   * higher limit may throw instead of explaining.
   * @defaultValue formDefaults.maxDepth
   */
  maxDepth?: number
}
