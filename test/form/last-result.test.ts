import { describe, expect, it } from 'vitest'
import { lastResult } from '../../src/values/lastResult'

describe('lastResult', () => {
  it('computes again only when an argument is another value', () => {
    const calls: unknown[][] = []
    const merged = lastResult((a: object, b: string) => {
      calls.push([a, b])
      return { a, b }
    })
    const options = {}
    const first = merged(options, 'x')
    expect(merged(options, 'x')).toBe(first)
    expect(calls).toHaveLength(1)

    const other = merged({}, 'x')
    expect(other).not.toBe(first)
    expect(merged(options, 'y')).not.toBe(other)
    expect(calls).toHaveLength(3)
  })

  it('keeps only the last result', () => {
    let runs = 0
    const double = lastResult((n: number) => ({ n: n * 2, run: ++runs }))
    expect(double(1).run).toBe(1)
    expect(double(2).run).toBe(2)
    expect(double(1).run).toBe(3)
    expect(double(Number.NaN).run).toBe(4)
    expect(double(Number.NaN).run).toBe(4)
  })
})
