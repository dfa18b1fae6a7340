/**
 * Options of a `oneOf` / `anyOf` field: the variant selector and the chosen variant's sub-form.
 * The builder offers none: both are pass-through objects.
 * @docsPage combinator
 * @inspector combinator
 */
export interface CombinatorOptions {
  /** Props spread onto the `USelect` that picks the variant (`size`, `variant`, `ui`, ...). */
  select?: Record<string, unknown>
  /**
   * When given (even `{}`), the variant is picked with a searchable `USelectMenu` instead, and this
   * object is spread onto it; `select` is then ignored.
   */
  selectMenu?: Record<string, unknown>
}
