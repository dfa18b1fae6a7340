import { describe, expect, it } from 'vitest'
import { cacheFor } from '../../src/mcp/ttlCache'

describe('cacheFor', () => {
  it('reuses a result until the time-to-live has passed, then loads again', async () => {
    let now = 0
    let loads = 0
    const get = cacheFor(1000, async () => ++loads, () => now)
    expect(await get()).toBe(1)
    now = 999
    expect(await get()).toBe(1)
    now = 1000
    expect(await get()).toBe(2)
  })

  it('shares one pending load between concurrent callers', async () => {
    let loads = 0
    const get = cacheFor(1000, async () => ++loads)
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1])
  })

  it('does not keep a failed load', async () => {
    let loads = 0
    const get = cacheFor(60_000, async () => {
      loads++
      if (loads === 1)
        throw new Error('offline')
      return loads
    })
    await expect(get()).rejects.toThrow('offline')
    expect(await get()).toBe(2)
  })
})
