/**
 * Options of the slider (`USlider`) on a number or integer field. The schema must declare
 * `minimum` and `maximum`; they become the slider's bounds.
 * @docsPage slider
 */
export interface SliderOptions {
  /** `true` renders a slider; an object does too and is spread onto `USlider` (`color`, `size`, `tooltip`, `ui`, ...). */
  slider?: boolean | Record<string, unknown>
  /**
   * Step between values; wins over the schema `multipleOf`.
   * @defaultValue schema `multipleOf`, else `1`
   */
  step?: number
  /** Hide the badge showing the value beside the slider (the tooltip on the thumb stays). */
  hideValue?: boolean
}
