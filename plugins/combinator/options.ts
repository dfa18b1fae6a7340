/**
 * Options of a `oneOf` / `anyOf` field: the variant selector and the chosen variant's sub-form.
 * @docsPage combinator
 */
export interface CombinatorOptions {
  /** Props spread onto the `USelect` that picks the variant (`size`, `variant`, `ui`, ...). */
  select?: Record<string, unknown>
  /** When given (even `{}`), the variant is picked with a searchable `USelectMenu` instead, and this object is spread onto it. */
  selectMenu?: Record<string, unknown>
}
