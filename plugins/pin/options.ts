/** Defaults of the pin options; the guide's table is checked against them. */
export const pinDefaults = {
  /** Cells when neither the option, the schema `maxLength` nor its pattern gives a length. */
  length: 4,
} as const

/** How each cell takes input: any character, or digits only (numeric keyboard on phones). */
export type PinType = 'text' | 'number'

/**
 * Options of a code typed one character per cell (`UPinInput`). The field stores a string.
 * @docsPage pin
 */
export interface PinOptions {
  /** Must be `"pin"` to render a string as a pin input. */
  format?: 'pin'
  /**
   * Number of cells.
   * @defaultValue schema maxLength, else the length of an anchored pattern, else 4
   */
  length?: number
  /**
   * `number` accepts digits only and opens the numeric keyboard; `text` accepts any character.
   * @defaultValue 'number' for a digits-only pattern, else 'text'
   */
  type?: PinType
  /** Mask the typed characters, like a password. */
  mask?: boolean
  /** Let the browser fill the code from an SMS (`autocomplete="one-time-code"`). */
  otp?: boolean
  /** Props spread onto `UPinInput` (`size`, `variant`, `color`, `separator`, `ui`, ...). */
  pinInput?: Record<string, unknown>
}
