import { isPlainObject } from 'nuxt-ui-jsonforms/kit'
import type { JsonSchema } from '@jsonforms/core'

/** The schema bounds a slider needs, or `undefined` when `minimum` / `maximum` are missing or reversed. */
export function sliderBounds(schema: JsonSchema | undefined): { min: number, max: number } | undefined {
  const min = schema?.minimum
  const max = schema?.maximum
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && Number.isFinite(max) && min < max
    ? { min, max }
    : undefined
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** The step: the `step` option, else the schema `multipleOf`, else 1. */
export function resolveSliderStep(step: unknown, multipleOf: unknown): number {
  if (positive(step))
    return step
  return positive(multipleOf) ? multipleOf : 1
}

/** Whether the `slider` option turns the slider on: `true` or a props object. */
export function isSliderOption(value: unknown): boolean {
  return value === true || isPlainObject(value)
}

/** The number the slider shows for a stored value; anything else leaves it unset. */
export function toSliderValue(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** The value stored for the slider's position: a whole number for an integer schema. */
export function toStoredSliderValue(value: unknown, integer: boolean): number | undefined {
  const number = Array.isArray(value) ? value[0] : value
  if (typeof number !== 'number' || !Number.isFinite(number))
    return undefined
  return integer ? Math.round(number) : number
}
