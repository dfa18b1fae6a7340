/** The layout of a radio or checkbox group. */
export type Orientation = 'horizontal' | 'vertical'

const isOrientation = (value: unknown): value is Orientation => value === 'horizontal' || value === 'vertical'

const passThroughOrientation = (passThrough: unknown): unknown =>
  typeof passThrough === 'object' && passThrough !== null ? (passThrough as { orientation?: unknown }).orientation : undefined

/**
 * The radio group's orientation, highest first: `radioGroup.orientation`, `orientation`,
 * `vertical: false` (horizontal), then vertical. Values other than the two orientations are skipped.
 */
export function radioOrientation(options: { radioGroup?: unknown, orientation?: unknown, vertical?: unknown }): Orientation {
  const passThrough = passThroughOrientation(options.radioGroup)
  if (isOrientation(passThrough))
    return passThrough
  if (isOrientation(options.orientation))
    return options.orientation
  return options.vertical === false ? 'horizontal' : 'vertical'
}

/**
 * The checkbox group's orientation: `checkboxGroup.orientation`, else from `vertical` (`false` is
 * horizontal, `true` vertical), else `undefined`, leaving the widget's own default (vertical).
 */
export function checkboxGroupOrientation(options: { checkboxGroup?: unknown, vertical?: unknown }): Orientation | undefined {
  const passThrough = passThroughOrientation(options.checkboxGroup)
  if (isOrientation(passThrough))
    return passThrough
  if (options.vertical === false)
    return 'horizontal'
  return options.vertical === true ? 'vertical' : undefined
}
