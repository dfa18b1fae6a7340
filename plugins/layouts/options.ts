/** Defaults of the Label options, read by the element and by the generated docs and builder. */
export const labelDefaults = { level: 3, separator: true } as const

/**
 * Options of a `Group` element (a `UCard` titled with the group's `label`).
 * @docsPage layouts
 * @inspector group
 */
export interface GroupOptions {
  /** Props spread onto `UCard` (`variant`, `ui`, `as`, ...). The title comes from the label. */
  card?: Record<string, unknown>
}

/**
 * Options of a `Label` element (a heading with its `text`).
 * @docsPage layouts
 * @inspector label
 */
export interface LabelOptions {
  /**
   * The heading element, `h1` to `h6`. Anything else — `0`, `7`, `2.5`, `"2"` — gives the default.
   * @defaultValue labelDefaults.level
   * @title Heading level
   * @summary Heading level, 1 to 6 (h1 to h6).
   * @integer
   * @minimum 1
   * @maximum 6
   */
  level?: number
  /**
   * Draws a `USeparator` under the heading; `false` leaves it out.
   * @defaultValue labelDefaults.separator
   * @title Separator
   * @summary Draw a separator under the heading.
   */
  separator?: boolean
  /**
   * Inline CSS on the heading, as an object of CSS properties (`{ "color": "red" }`). A string or
   * any other value is ignored.
   */
  style?: Record<string, string | number>
}
