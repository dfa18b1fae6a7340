/**
 * Options of the slider (`USlider`) on a number or integer field. The schema must declare
 * `minimum` and `maximum`; they become the slider's bounds.
 * @docsPage slider
 * @inspector slider
 * @ignoresCommon placeholder
 */
export interface SliderOptions {
  /**
   * `true` renders a slider; an object does too and is spread onto `USlider` (`color`, `size`,
   * `tooltip`, `orientation`, `ui`, ...), winning over the bounds and step computed from the schema.
   */
  slider?: boolean | Record<string, unknown>
  /**
   * Step between values (must be positive); wins over `multipleOf`.
   * @defaultValue schema `multipleOf`, else `1`
   * @title Step
   * @summary Step between values; wins over the schema multipleOf (else 1).
   * @exclusiveMinimum 0
   */
  step?: number
  /**
   * Hides the badge showing the value; the tooltip on the thumb stays (turn it off with
   * `slider: { tooltip: false }`).
   * @title Hide value
   * @summary Hide the badge showing the value beside the slider.
   */
  hideValue?: boolean
}
