/**
 * Every built-in rank in one place: who wins for a given schema is read here, not across files.
 * A tester returns one of these (or -1). To outrank a built-in, give your entry a higher number,
 * e.g. `ranks.custom`.
 */
export const ranks = Object.freeze({
  /** The explained placeholder for an element no other renderer takes. */
  unknown: 0,
  /**
   * The default renderer of a type: string, number, integer, boolean, layouts. Enum and `oneOf`
   * choices (select menu, checkbox group) use `base + 1`, above the text and number inputs.
   */
  base: 1,
  /** A variant chosen by an option or a schema `format` of the same type: textarea, password, switch. */
  variant: 2,
  /** A widget chosen by `format` (schema or option): pin, color, rating, select, radio, tags. */
  format: 3,
  /** A widget chosen by an explicit option that trumps any format: `slider`. */
  trigger: 4,
  /** Suggested rank for an application's own renderer that must beat every built-in. */
  custom: 10,
})
