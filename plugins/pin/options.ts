/** Defaults of the pin options, read by the control and by the generated docs and builder. */
export const pinDefaults = {
  /** Cells when neither the option, the schema `maxLength` nor its pattern gives a length. */
  length: 4,
} as const

/** How each cell takes input: any character, or digits only (numeric keyboard on phones). */
export type PinType = 'text' | 'number'

/**
 * Options of a code typed one character per cell (`UPinInput`). The field stores a string.
 * @docsPage pin
 * @inspector pin
 */
export interface PinOptions {
  /**
   * Required: renders the string as a pin input.
   * @inspector none
   */
  format?: 'pin'
  /**
   * Number of cells (a whole number of at least 1).
   * @defaultValue schema `maxLength`, else the length of an anchored pattern, else {@link pinDefaults.length}
   * @title Cells
   * @summary Number of cells; the schema maxLength, else the pattern's length, else {@link pinDefaults.length}, when unset.
   * @integer
   * @minimum 1
   */
  length?: number
  /**
   * `number` accepts digits only and opens the numeric keyboard; `text` accepts any character.
   * @defaultValue `"number"` for a digits-only pattern, else `"text"`
   * @title Input type
   * @summary number accepts digits only and opens the numeric keyboard; text accepts any character.
   */
  type?: PinType
  /**
   * Masks the typed characters, like a password.
   * @title Mask
   */
  mask?: boolean
  /**
   * Lets the browser fill in a code received by SMS (`autocomplete="one-time-code"` on the cells).
   * @title One-time code
   * @summary Let the browser fill the code from an SMS.
   */
  otp?: boolean
  /** Props spread onto `UPinInput` (`size`, `variant`, `color`, `separator`, `ui`, ...); they win over the options above. */
  pinInput?: Record<string, unknown>
}
