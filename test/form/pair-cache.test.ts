import { describe, expect, it } from 'vitest'
import { appliedOptions } from '../../src/options/useOptions'
import { pairCache } from '../../src/values/pairCache'

describe('pairCache', () => {
  it('computes once per pair of objects and hands every caller the same result', () => {
    const calls: object[][] = []
    const merged = pairCache((a: object, b: object) => {
      calls.push([a, b])
      return { a, b }
    })
    const first = {}
    const second = {}
    const result = merged(first, second)
    expect(merged(first, second)).toBe(result)
    expect(calls).toHaveLength(1)

    const other = merged(first, {})
    expect(other).not.toBe(result)
    expect(merged(second, first)).not.toBe(result)
    expect(calls).toHaveLength(3)
    expect(merged(first, second)).toBe(result)
  })

  it('keeps a falsy result rather than computing it again', () => {
    let runs = 0
    const never = pairCache(() => ++runs > 0 && false)
    const key = {}
    expect(never(key, key)).toBe(false)
    expect(never(key, key)).toBe(false)
    expect(runs).toBe(1)
  })
})

describe('appliedOptions', () => {
  it('gives every element without options of its own the same object, and a new one for another config', () => {
    const config = { clearable: true }
    const shared = appliedOptions(undefined, config)
    expect(shared).toEqual({ clearable: true })
    expect(appliedOptions(undefined, config)).toBe(shared)
    expect(appliedOptions('not an object', config)).toBe(shared)
    expect(appliedOptions(undefined, { clearable: true })).not.toBe(shared)
  })

  it('keeps an element\'s object while its options and the config are the same objects', () => {
    const local = { placeholder: 'Name', clearable: null }
    const config = { clearable: true, readonly: false }
    const applied = appliedOptions(local, config)
    expect(applied).toEqual({ placeholder: 'Name', readonly: false })
    expect(appliedOptions(local, config)).toBe(applied)
    expect(appliedOptions({ ...local }, config)).not.toBe(applied)
  })
})
