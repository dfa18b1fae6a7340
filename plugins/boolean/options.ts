/**
 * Options of boolean fields (`UCheckbox`, or `USwitch` with `toggle`).
 * @docsPage boolean
 * @inspector boolean switch
 * @ignoresCommon clearable placeholder
 */
export interface BooleanOptions {
  /**
   * Renders a `USwitch` instead of a `UCheckbox`.
   * @title Switch
   * @summary Render a switch instead of a checkbox.
   */
  toggle?: boolean
  /** Props spread onto `UCheckbox` (`color`, `size`, `indicator`, ...); ignored when `toggle` is set. */
  checkbox?: Record<string, unknown>
  /** Props spread onto `USwitch` (`color`, `size`, `checkedIcon`, ...); used when `toggle` is set. */
  switch?: Record<string, unknown>
}
