import { describe, expect, it } from 'vitest'
// @ts-expect-error -- the bench's scripts are plain ES modules without types
import { clusteredInterval, clusteredSummary, median, medianInterval, ratioSummary } from '../../bench/stats.mjs'

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

describe('clusteredInterval (mounts drawn in pages that keep a speed of their own)', () => {
  /** `pages` groups of `count` ratios each: the same spread within a page, each page shifted by its own `offsets` entry. */
  const pages = (offsets: number[], count: number): number[][] => offsets.map(offset => ratios(count).map(ratio => ratio + offset))

  it('holds the median of all samples', () => {
    const clusters = pages([0, 0.04, -0.03, 0.02], 10)
    const [low, high] = clusteredInterval(clusters) as [number, number]
    expect(low).toBeLessThanOrEqual(median(clusters.flat()))
    expect(high).toBeGreaterThanOrEqual(median(clusters.flat()))
  })

  it('is wider than the interval over the same samples taken one by one when the pages differ', () => {
    const clusters = pages([0, 0.12, -0.1, 0.08, -0.06, 0.1], 10)
    const width = ([low, high]: number[]) => high! - low!
    expect(width(clusteredInterval(clusters))).toBeGreaterThan(1.5 * width(medianInterval(clusters.flat())))
  })

  it('is about as wide as the plain interval when the pages agree', () => {
    const clusters = pages([0, 0, 0, 0, 0, 0], 10)
    const width = ([low, high]: number[]) => high! - low!
    expect(width(clusteredInterval(clusters))).toBeLessThan(2 * width(medianInterval(clusters.flat())) + 0.01)
  })

  it('leaves out empty pages, and is NaN for none', () => {
    expect(clusteredInterval([[], [1.1, 1.2, 1.3]])).toEqual(clusteredInterval([[1.1, 1.2, 1.3]]))
    expect(clusteredInterval([]).every(Number.isNaN)).toBe(true)
  })

  it('is printed beside the median of all samples', () => {
    const clusters = pages([0, 0.05], 8)
    const [low, high] = clusteredInterval(clusters) as [number, number]
    expect(clusteredSummary(clusters)).toBe(`${median(clusters.flat()).toFixed(2)}x [${low.toFixed(2)}-${high.toFixed(2)}]`)
  })
})
