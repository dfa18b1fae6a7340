/** A stored number that is finite and above zero (a rating), else `undefined` (nothing stored). */
export function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}
