/**
 * Every built-in rank in one place: who wins for a given schema is read here, not across files.
 * A tester returns one of these (or -1). To outrank a built-in, give your entry a higher number,
 * e.g. `ranks.custom`.
 */
export const ranks = Object.freeze({
  /** The explained placeholder for an element no other renderer takes. */
  unknown: 0,
  /**
   * The default renderer of a type (string, number, integer, boolean) or of a layout. A default
   * that must stand above another of the same type (a list of choices over a plain input) uses
   * `base + 1`.
   */
  base: 1,
  /** A variant of the same type chosen by an option or a schema `format`. */
  variant: 2,
  /** A widget of its own chosen by `format` (schema or option). */
  format: 3,
  /** A widget chosen by an explicit option that trumps any format. */
  trigger: 4,
  /** Suggested rank for an application's own renderer that must beat every built-in. */
  custom: 10,
})
