import { isPlainObject } from '../values/plainObject'
import { safePassThrough } from './passThrough'

/**
 * A pass-through option as props to spread: the object with what may not reach a widget dropped
 * (`safePassThrough`: no DOM writes, string handlers or script URLs), or nothing when the option
 * is not a plain object (a string spread onto a component would become attributes named "0", "1", ...).
 */
export function passThroughProps(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? safePassThrough(value) : {}
}

/** A count option (rows, length): a whole number of at least one, else `undefined` (the widget default). */
export function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined
}
