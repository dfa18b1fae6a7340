import type { JsonSchema } from '@jsonforms/core'
import { ratingDefaults } from './options'

const wholeAtLeastOne = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1

/** Number of icons: the `length` option, else the schema `maximum` (a whole number), else `ratingDefaults.length`. */
export function resolveRatingLength(length: unknown, schema: JsonSchema | undefined): number {
  if (wholeAtLeastOne(length))
    return length
  const maximum = schema?.maximum
  return wholeAtLeastOne(maximum) ? maximum : ratingDefaults.length
}

/** Whether clicking the current rating again empties it: the option, else only when the field is optional. */
export function resolveRatingClearable(clearable: unknown, required: boolean | undefined): boolean {
  return typeof clearable === 'boolean' ? clearable : !required
}

/** The rating shown for a stored value: a positive finite number; anything else shows no rating. */
export function toRatingValue(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}

/** The stored value for the widget's rating: 0 (cleared) or anything else stores `undefined`. */
export function toStoredRating(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}
