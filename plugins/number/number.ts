import type { JsonSchema } from '@jsonforms/core'

/** The number a field shows: a stored number, or a numeric string read as one; otherwise empty. */
export function toDisplayNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value))
    return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value)
  return null
}

/** The value stored for the widget's number: never a string; an empty field stores `undefined`. */
export function toStoredNumber(value: unknown, integer: boolean): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return undefined
  return integer ? Math.round(value) : value
}

/** Whether the schema asks for whole numbers. */
export function isIntegerSchema(schema: JsonSchema | undefined): boolean {
  const type = schema?.type
  return type === 'integer' || (Array.isArray(type) && type.includes('integer') && !type.includes('number'))
}

/** The step of the +/- buttons: the option, else 1 for integers and 0.1 for numbers. */
export function resolveStep(step: unknown, integer: boolean): number {
  return typeof step === 'number' && step > 0 ? step : integer ? 1 : 0.1
}

/** Schema bounds as widget props, left out when the schema has none. */
export function numberBounds(schema: JsonSchema | undefined): { min?: number, max?: number } {
  const bounds: { min?: number, max?: number } = {}
  if (typeof schema?.minimum === 'number')
    bounds.min = schema.minimum
  if (typeof schema?.maximum === 'number')
    bounds.max = schema.maximum
  return bounds
}
