/** Defaults of the choice options, read by the controls and by the generated docs and builder. */
export const choiceDefaults = { vertical: true, virtualizeAbove: 100 } as const

/**
 * How a long list of choices stays responsive: a menu of thousands of options, or a group of
 * thousands of radios or checkboxes, takes seconds to draw.
 * @inspector select-menu select radio checkbox-group
 */
export interface LongListOptions {
  /**
   * Above this number of choices the select menu is virtualised: it renders only the options in
   * view, and filters them as typed. A `format: "select"` or `"radio"` field above it is drawn as
   * that virtualised select menu as well (neither widget virtualises), and so is a checkbox group,
   * as a menu that picks several.
   * @defaultValue choiceDefaults.virtualizeAbove
   * @title Virtualise above
   * @summary Above this number of choices: a virtualised select menu, whatever the format.
   * @integer
   * @minimum 0
   */
  virtualizeAbove?: number
}

/**
 * The option that picks among the three widgets of a single choice. They take the same schema and
 * store the same value, so changing it in the builder's inspector swaps the widget.
 * @inspector select-menu select radio
 */
export interface ChoiceWidgetOptions extends LongListOptions {
  /**
   * `"select"` renders a `USelect` (no search box), `"radio"` a `URadioGroup`; unset, the
   * searchable select menu.
   * @title Widget
   * @summary select: a select without search box; radio: a radio group; unset: the searchable select menu.
   */
  format?: 'select' | 'radio'
}

/**
 * Options of an enum (or `oneOf` of `{ const, title }`) field shown as a searchable `USelectMenu`,
 * the default for a list of choices.
 * @docsPage choice
 * @inspector select-menu
 */
export interface SelectMenuOptions extends LongListOptions {
  /**
   * Free-form suggestions: listed after the schema's choices (those already among them are left
   * out), and the menu also accepts a typed value of the user's own through a *Create "…"* item. On
   * a `type: "string"` without `enum` they are the only items.
   * @title Suggestions
   * @summary Free-form suggestions listed after the choices; the menu then also accepts a typed value.
   */
  suggestion?: (string | number)[]
  /** Shown while nothing is selected. */
  placeholder?: string
  /** Props spread onto `USelectMenu` (`size`, `variant`, `searchInput`, `ui`, ...). */
  selectMenu?: Record<string, unknown>
}

/**
 * Options of a choice field shown as a `USelect` (no search box): `format: "select"`.
 * @docsPage choice
 * @inspector select
 */
export interface SelectOptions extends ChoiceWidgetOptions {
  /** Shown while nothing is selected. */
  placeholder?: string
  /** Props spread onto `USelect` (`size`, `variant`, `ui`, ...). */
  select?: Record<string, unknown>
}

/**
 * Options of a choice field shown as a `URadioGroup`: `format: "radio"`.
 * @docsPage choice
 * @inspector radio
 * @ignoresCommon placeholder
 */
export interface RadioOptions extends ChoiceWidgetOptions {
  /**
   * `false` lays the radios out horizontally.
   * @defaultValue choiceDefaults.vertical
   * @title Vertical
   * @summary false lays the radios out horizontally; orientation wins over it.
   */
  vertical?: boolean
  /**
   * Wins over `vertical`.
   * @title Orientation
   * @summary horizontal or vertical; wins over Vertical.
   */
  orientation?: 'horizontal' | 'vertical'
  /** Props spread onto `URadioGroup` (`variant`, `size`, `color`, `orientation`, ...). */
  radioGroup?: Record<string, unknown>
}

/**
 * Options of an array of choices (`items.enum` or `items.oneOf`) shown as a `UCheckboxGroup`.
 * @docsPage choice
 * @inspector checkbox-group
 * @ignoresCommon placeholder
 */
export interface CheckboxGroupOptions extends LongListOptions {
  /**
   * `false` lays the checkboxes out horizontally (unset: the widget's own vertical layout).
   * @title Vertical
   * @summary false lays the checkboxes out horizontally; unset leaves the widget's own (vertical) layout.
   */
  vertical?: boolean
  /**
   * Props spread onto `UCheckboxGroup` (`variant`, `size`, `color`, `orientation`, ...); its
   * `orientation` wins over `vertical`.
   */
  checkboxGroup?: Record<string, unknown>
}
