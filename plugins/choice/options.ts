/** Defaults of the choice options; the guide's tables are checked against them. */
export const choiceDefaults = { vertical: true } as const

/**
 * Options of an enum (or `oneOf` of `{ const, title }`) field shown as a searchable `USelectMenu`,
 * the default for a list of choices.
 * @docsPage choice
 */
export interface SelectMenuOptions {
  /**
   * Free-form suggestions: extra items listed after the schema's choices, and the menu also
   * accepts a typed value of the user's own. On a plain string (no `enum`) they are the only items.
   */
  suggestion?: (string | number)[]
  /** Text shown while nothing is selected. */
  placeholder?: string
  /** Props spread onto `USelectMenu` (`size`, `variant`, `searchInput`, `ui`, ...). */
  selectMenu?: Record<string, unknown>
}

/**
 * Options of a choice field shown as a `USelect` (no search box).
 * @docsPage choice
 */
export interface SelectOptions {
  /** Must be `"select"` to render a `USelect` instead of the select menu. */
  format?: 'select' | 'radio'
  /** Text shown while nothing is selected. */
  placeholder?: string
  /** Props spread onto `USelect`. */
  select?: Record<string, unknown>
}

/**
 * Options of a choice field shown as a `URadioGroup`.
 * @docsPage choice
 */
export interface RadioOptions {
  /** Must be `"radio"` to render a radio group. */
  format?: 'select' | 'radio'
  /**
   * `false` lays the radios out horizontally. `orientation` and `radioGroup.orientation` win over it.
   * @defaultValue choiceDefaults.vertical
   */
  vertical?: boolean
  /** `"horizontal"` or `"vertical"`; wins over `vertical`, loses to `radioGroup.orientation`. */
  orientation?: 'horizontal' | 'vertical'
  /** Props spread onto `URadioGroup` (`variant`, `size`, `color`, `orientation`, ...). */
  radioGroup?: Record<string, unknown>
}

/**
 * Options of an array of choices (`items.enum` or `items.oneOf`) shown as a `UCheckboxGroup`.
 * @docsPage choice
 */
export interface CheckboxGroupOptions {
  /** `false` lays the checkboxes out horizontally; unset leaves the widget's own (vertical) layout. */
  vertical?: boolean
  /** Props spread onto `UCheckboxGroup` (`variant`, `size`, `color`, `orientation`, ...); its `orientation` wins over `vertical`. */
  checkboxGroup?: Record<string, unknown>
}
