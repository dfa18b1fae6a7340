import type { ColorNotation } from './color'

/** Defaults of the colour options, read by the control and by the generated docs and builder. */
export const colorDefaults = { colorFormat: 'hex', showInput: true } as const

/**
 * Options of colour fields (`UColorPicker`, with a text field beside it).
 * @docsPage color
 * @inspector color
 */
export interface ColorOptions {
  /**
   * Renders the picker for a string whose schema has no `format: "color"`.
   * @inspector none
   */
  format?: 'color'
  /**
   * Notation written to the data: `#3a7bd5`, `rgb(58, 123, 213)`, `hsl(215, 65%, 53%)`,
   * `device-cmyk(73% 42% 0% 16%)` or `lab(50.89% 2.6 -53.35)`. An unknown value falls back to the default.
   * @defaultValue colorDefaults.colorFormat
   * @title Colour notation
   * @summary Notation written to the data: hex, rgb, hsl, cmyk or lab.
   */
  colorFormat?: ColorNotation
  /**
   * Shows the text field beside the picker, where a colour typed in any notation is stored in
   * `colorFormat`; `false` shows the picker only.
   * @defaultValue colorDefaults.showInput
   * @title Show text field
   * @summary Show a text field beside the picker, where a colour can be typed in any notation.
   */
  showInput?: boolean
  /** Props spread onto `UColorPicker` (`size`, `throttle`, `ui`, ...). */
  colorPicker?: Record<string, unknown>
  /** Props spread onto the text field's `UInput` (`variant`, `size`, `ui`, ...). */
  input?: Record<string, unknown>
}
