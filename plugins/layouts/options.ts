/** Defaults of the Label options; the guide's table is checked against them. */
export const labelDefaults = { level: 3, separator: true } as const

/**
 * Options of a `Group` element (a `UCard` titled with the group's `label`).
 * @docsPage layouts
 */
export interface GroupOptions {
  /** Props spread onto `UCard` (`variant`, `ui`, `as`, ...). */
  card?: Record<string, unknown>
}

/**
 * Options of a `Label` element (a heading with its `text`).
 * @docsPage layouts
 */
export interface LabelOptions {
  /**
   * Heading level, `1` to `6` (`h1` to `h6`); anything else gives the default.
   * @defaultValue labelDefaults.level
   */
  level?: number
  /**
   * Draws a `USeparator` under the heading; `false` leaves it out.
   * @defaultValue labelDefaults.separator
   */
  separator?: boolean
  /** Inline CSS on the heading, as an object (`{ color: 'red', letterSpacing: '0.1em' }`); anything else is ignored. */
  style?: Record<string, string | number>
}
