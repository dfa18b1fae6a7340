import { positiveInteger } from 'nuxt-ui-jsonforms/kit'
import type { JsonSchema } from '@jsonforms/core'
import { ratingDefaults } from './options'

/** Number of icons: the `length` option, else the schema `maximum` (a whole number), else `ratingDefaults.length`. */
export function resolveRatingLength(length: unknown, schema: JsonSchema | undefined): number {
  return positiveInteger(length) ?? positiveInteger(schema?.maximum) ?? ratingDefaults.length
}

/** Whether clicking the current rating again empties it: the option, else only when the field is optional. */
export function resolveRatingClearable(clearable: unknown, required: boolean | undefined): boolean {
  return typeof clearable === 'boolean' ? clearable : !required
}

