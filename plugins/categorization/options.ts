/** Defaults of the categorization options; the guide's tables are checked against them. */
export const categorizationDefaults = { variant: 'tabs', queryKey: 'tab', defaultTab: '0' } as const

/**
 * Options of a `Categorization` element.
 * @docsPage categorization
 */
export interface CategorizationOptions {
  /**
   * `"stepper"` shows the categories as the steps of a `UStepper` with Previous / Next buttons;
   * anything else as the tabs of a `UTabs`.
   * @defaultValue categorizationDefaults.variant
   */
  variant?: 'tabs' | 'stepper'
  /**
   * Name of the parameter in the URL hash's query part that remembers the active tab.
   * @defaultValue categorizationDefaults.queryKey
   */
  queryKey?: string
  /**
   * Identifier (`queryId` or index) of the tab shown when the URL names none, or one that does not exist.
   * @defaultValue categorizationDefaults.defaultTab
   */
  defaultTab?: string
  /** Props spread onto `UTabs` (`variant`, `color`, `orientation`, `unmountOnHide`, `ui`, ...). */
  tabs?: Record<string, unknown>
  /** Props spread onto `UStepper` (`color`, `orientation`, `linear`, `ui`, ...) with `variant: "stepper"`. */
  stepper?: Record<string, unknown>
}

/**
 * Options of a `Category` element (one tab or step).
 * @docsPage categorization
 */
export interface CategoryOptions {
  /**
   * Stable identifier of the category in the URL hash, instead of its position (which changes when a
   * category is added before it).
   * @defaultValue the index
   */
  queryId?: string
}
