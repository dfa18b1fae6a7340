/**
 * Options of the star rating (`UInputRating`) on a number or integer field.
 * @docsPage rating
 */
export interface RatingOptions {
  /** Must be `"rating"` to render the rating. */
  format?: 'rating'
  /**
   * Number of icons.
   * @defaultValue schema `maximum`, else `5`
   */
  length?: number
  /**
   * Icon of a filled step, as `i-<set>-<name>`.
   * @defaultValue the app config `star` icon
   */
  icon?: string
  /** Icon of an empty step; unset, the filled icon is drawn dimmed. */
  emptyIcon?: string
  /** Hide the numeric label (such as `3/5`) beside the icons. */
  hideValue?: boolean
  /**
   * Clicking the current rating again empties the field.
   * @defaultValue `true` when the field is not required
   */
  clearable?: boolean
  /** Props spread onto `UInputRating` (`color`, `size`, `step`, `hoverable`, `ui`, ...). */
  inputRating?: Record<string, unknown>
}
