/** Defaults of the categorization options, read by the layout and by the generated docs and builder. */
export const categorizationDefaults = { variant: 'tabs', queryKey: 'tab', defaultTab: '0' } as const

/**
 * Options of a `Categorization` element.
 * @docsPage categorization
 * @inspector categorization
 */
export interface CategorizationOptions {
  /**
   * `"stepper"` shows a `UStepper` with **Previous** / **Next** buttons under the step; anything
   * else shows tabs.
   * @defaultValue categorizationDefaults.variant
   * @title Variant
   * @summary tabs shows the categories as tabs; stepper as steps with Previous / Next buttons.
   */
  variant?: 'tabs' | 'stepper'
  /**
   * The parameter of the URL hash that remembers the open tab. Give each categorization of a page
   * its own key.
   * @defaultValue categorizationDefaults.queryKey
   * @title URL hash key
   * @summary Name of the parameter in the URL hash that remembers the active tab.
   */
  queryKey?: string
  /**
   * The identifier (`queryId` or index) of the tab that opens when the hash names none, or names
   * one that does not exist (or is hidden). If it names no visible tab either, the first visible
   * tab opens.
   * @defaultValue categorizationDefaults.defaultTab
   * @title Default tab
   * @summary Identifier (queryId or index) of the tab shown when the URL names none.
   */
  defaultTab?: string
  /**
   * Props spread onto `UTabs` (`variant`, `color`, `orientation`, `size`, `unmountOnHide`, `ui`,
   * ...). `items` and `modelValue` are the renderer's.
   */
  tabs?: Record<string, unknown>
  /**
   * Props spread onto `UStepper` (`color`, `orientation`, `size`, `linear`, `ui`, ...). `items` and
   * `modelValue` are the renderer's.
   */
  stepper?: Record<string, unknown>
}

/**
 * Options of a `Category` element (one tab or step), read by the Categorization that renders it:
 * the builder offers them on each Category of a Categorization.
 * @docsPage categorization
 * @inspectorChildren categorization
 */
export interface CategoryOptions {
  /**
   * The category's identifier in the hash (`#tab=billing` rather than `#tab=2`), so that a link
   * stays right when a category is added before it. Identifiers must be unique: a repeated one
   * falls back to the index.
   * @defaultValue the index
   * @title Identifier in the URL
   * @summary The category's identifier in the URL hash (#tab=billing rather than #tab=2); unique within the categorization.
   */
  queryId?: string
}
