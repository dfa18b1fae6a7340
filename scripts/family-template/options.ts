/**
 * Options of __family__ fields.
 * @docsPage __family__
 * @inspector __family__
 */
export interface __Family__Options {
  /**
   * Text shown before the value inside the input.
   * @title Prefix
   */
  prefix?: string
  /** Props spread onto `UInput` (`size`, `variant`, ...). */
  input?: Record<string, unknown>
}
