/**
 * Options of boolean fields (`UCheckbox`, or `USwitch` with `toggle`).
 * @docsPage boolean
 */
export interface BooleanOptions {
  /** Render a `USwitch` instead of a `UCheckbox`. */
  toggle?: boolean
  /** Props spread onto `UCheckbox`; ignored when `toggle` is set. */
  checkbox?: Record<string, unknown>
  /** Props spread onto `USwitch`; used when `toggle` is set. */
  switch?: Record<string, unknown>
}
