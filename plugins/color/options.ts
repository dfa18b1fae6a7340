import type { ColorNotation } from './color'

/** Defaults of the colour options; the guide's table is checked against them. */
export const colorDefaults = { colorFormat: 'hex', showInput: true } as const

/**
 * Options of colour fields (`UColorPicker`, with a text field beside it).
 * @docsPage color
 */
export interface ColorOptions {
  /** `"color"` renders the picker for a string whose schema has no `format: "color"`. */
  format?: 'color'
  /**
   * Notation written to the data: `#3a7bd5`, `rgb(58, 123, 213)`, `hsl(215, 65%, 53%)`,
   * `device-cmyk(73% 42% 0% 16%)` or `lab(50.89% 2.6 -53.35)`.
   * @defaultValue colorDefaults.colorFormat
   */
  colorFormat?: ColorNotation
  /**
   * Show a text field beside the picker, where a colour typed in any notation is stored in `colorFormat`.
   * @defaultValue colorDefaults.showInput
   */
  showInput?: boolean
  /** Props spread onto `UColorPicker` (`size`, `throttle`, `ui`, ...). */
  colorPicker?: Record<string, unknown>
  /** Props spread onto the `UInput` text field. */
  input?: Record<string, unknown>
}
