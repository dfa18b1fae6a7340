import { describe, expect, it } from 'vitest'
// @ts-expect-error -- the bench's scripts are plain ES modules without types
import { median, medianInterval, ratioSummary } from '../../bench/stats.mjs'

/** Ratios spread around 1.1 in a fixed pattern, `count` of them. */
const ratios = (count: number): number[] => Array.from({ length: count }, (_, index) => 1 + ((index * 37) % 21) / 100)

describe('medianInterval (how far a run of the bench can be trusted)', () => {
  it('holds the median and lies within the samples', () => {
    const values = ratios(40)
    const [low, high] = medianInterval(values) as [number, number]
    expect(low).toBeLessThanOrEqual(median(values))
    expect(high).toBeGreaterThanOrEqual(median(values))
    expect(low).toBeGreaterThanOrEqual(Math.min(...values))
    expect(high).toBeLessThanOrEqual(Math.max(...values))
    expect(high).toBeGreaterThan(low)
  })

  it('gives the same interval for the same samples (seeded), another for another seed', () => {
    const values = ratios(25)
    expect(medianInterval(values)).toEqual(medianInterval(values))
    const intervals = [1, 2, 3, 4, 5].map(seed => medianInterval(values, { seed, resamples: 200 }).join('-'))
    expect(new Set(intervals).size).toBeGreaterThan(1)
  })

  it('narrows as the samples grow, and widens with the level asked for', () => {
    const width = ([low, high]: number[]) => high! - low!
    expect(width(medianInterval(ratios(400)))).toBeLessThan(width(medianInterval(ratios(12))))
    expect(width(medianInterval(ratios(40), { level: 0.5 }))).toBeLessThanOrEqual(width(medianInterval(ratios(40), { level: 0.99 })))
  })

  it('is a single point for one sample and NaN for none', () => {
    expect(medianInterval([1.2])).toEqual([1.2, 1.2])
    expect(medianInterval([]).every(Number.isNaN)).toBe(true)
  })

  it('is printed beside its median as the bench prints a ratio', () => {
    const values = ratios(40)
    const [low, high] = medianInterval(values) as [number, number]
    expect(ratioSummary(values)).toBe(`${median(values).toFixed(2)}x [${low.toFixed(2)}-${high.toFixed(2)}]`)
  })
})
