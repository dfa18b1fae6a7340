/**
 * Options of number and integer fields (`UInputNumber`). `minimum` / `maximum` come from the schema.
 * @docsPage number
 */
export interface NumberOptions {
  /**
   * Step of the increment and decrement buttons.
   * @defaultValue 1 for `integer`, 0.1 for `number`
   */
  step?: number
  /** Props spread onto `UInputNumber` (`size`, `orientation`, `formatOptions`, ...). */
  inputNumber?: Record<string, unknown>
}
