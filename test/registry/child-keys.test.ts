import { describe, expect, it } from 'vitest'
import { childKeys } from '../../src/registry/childKeys'

describe('childKeys', () => {
  const [a, b, c, d] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]

  it('keeps each child\'s key when another is inserted before it', () => {
    const keys = childKeys()
    const [ka, kb, kc] = keys([a, b, c])
    expect(keys([a, d, b, c])).toEqual([ka, expect.any(Number), kb, kc])
    expect(new Set(keys([a, d, b, c])).size).toBe(4)
  })

  it('follows a child that moved', () => {
    const keys = childKeys()
    const [ka, kb, kc] = keys([a, b, c])
    expect(keys([c, a, b])).toEqual([kc, ka, kb])
  })

  it('gives an element edited in place (a new object) the key of the one it replaced', () => {
    const keys = childKeys()
    const [ka, kb, kc] = keys([a, b, c])
    const edited = { ...b, title: 'Renamed' }
    expect(keys([a, edited, c])).toEqual([ka, kb, kc])
  })

  it('drops the key of a removed child and never reuses a key that is still taken', () => {
    const keys = childKeys()
    const [ka, , kc] = keys([a, b, c])
    expect(keys([a, c])).toEqual([ka, kc])
    const added = keys([a, c, d])
    expect(added.slice(0, 2)).toEqual([ka, kc])
    expect([ka, kc]).not.toContain(added[2])
  })

  it('keys a child listed twice (or two equal values) apart', () => {
    const keys = childKeys()
    const twice = keys([a, a, null, null])
    expect(new Set(twice).size).toBe(4)
    expect(new Set(keys([a, a, null, null])).size).toBe(4)
  })
})
