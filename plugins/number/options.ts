/**
 * Options of number and integer fields (`UInputNumber`). `minimum` / `maximum` come from the schema.
 * @docsPage number
 * @inspector number
 */
export interface NumberOptions {
  /**
   * Step of the increment and decrement buttons (must be positive).
   * @defaultValue `1` for `integer`, `0.1` for `number`
   * @title Step
   * @summary Step of the increment and decrement buttons (1 for an integer, 0.1 for a number when unset).
   * @exclusiveMinimum 0
   */
  step?: number
  /**
   * Props spread onto `UInputNumber` (`size`, `orientation`, `formatOptions`, ...); they win over
   * the bounds taken from the schema.
   */
  inputNumber?: Record<string, unknown>
}
