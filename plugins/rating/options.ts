/** Defaults of the rating options, read by the control and by the generated docs and builder. */
export const ratingDefaults = { length: 5 } as const

/**
 * Options of the star rating (`UInputRating`) on a number or integer field.
 * @docsPage rating
 * @inspector rating
 * @ignoresCommon placeholder
 */
export interface RatingOptions {
  /**
   * Required: renders the rating.
   * @inspector none
   */
  format?: 'rating'
  /**
   * Number of icons (a whole number of at least 1).
   * @defaultValue schema `maximum`, else {@link ratingDefaults.length}
   * @title Number of icons
   * @summary Number of icons; the schema maximum, else {@link ratingDefaults.length}, when unset.
   * @integer
   * @minimum 1
   */
  length?: number
  /**
   * Icon of a filled step, as `i-<set>-<name>`.
   * @defaultValue the app config `star` icon
   * @title Icon
   * @summary Icon of a filled step, as i-<set>-<name>; the app config star icon when unset.
   */
  icon?: string
  /**
   * Icon of an empty step; unset, the filled icon is drawn dimmed.
   * @title Empty icon
   */
  emptyIcon?: string
  /**
   * Hides the numeric label (such as `3/5`) beside the icons.
   * @title Hide value
   */
  hideValue?: boolean
  /**
   * Clicking the current rating again empties the field; `false` when the field is required.
   * @defaultValue `true` when the field is not required
   */
  clearable?: boolean
  /** Props spread onto `UInputRating` (`color`, `size`, `step`, `hoverable`, `orientation`, `ui`, ...). */
  inputRating?: Record<string, unknown>
}
