import { defaultStyles, mergeStyles, resolveOptions } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'

describe('mergeStyles', () => {
  it('lets later overrides win and keeps untouched parts', () => {
    const merged = mergeStyles(defaultStyles, { control: { input: 'a' } }, { control: { input: 'b', icon: 'c' } })
    expect(merged.control.input).toBe('b')
    expect(merged.control.icon).toBe('c')
    expect(merged.control.root).toBe(defaultStyles.control.root)
    expect(merged.verticalLayout).toEqual(defaultStyles.verticalLayout)
  })

  it('ignores missing or malformed overrides and never mutates the base', () => {
    const before = JSON.stringify(defaultStyles)
    expect(mergeStyles(defaultStyles, undefined, null as never, 'x' as never)).toEqual(defaultStyles)
    expect(JSON.stringify(defaultStyles)).toBe(before)
  })
})

describe('resolveOptions', () => {
  it('deep-merges config under local options, local winning', () => {
    expect(resolveOptions({ a: 1, nested: { x: 1 } }, { a: 2, b: 3, nested: { x: 2, y: 2 } })).toEqual({ a: 1, b: 3, nested: { x: 1, y: 2 } })
  })

  it('treats a non-object on either side as empty', () => {
    expect(resolveOptions('oops', { a: 1 })).toEqual({ a: 1 })
    expect(resolveOptions({ a: 1 }, [1, 2])).toEqual({ a: 1 })
  })
})
