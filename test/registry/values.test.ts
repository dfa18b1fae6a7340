import { isPlainObject, positiveNumber, winningEntry } from 'nuxt-ui-jsonforms/kit'
import { pickRenderer } from 'nuxt-ui-jsonforms/kit/internal'
import { describe, expect, it } from 'vitest'
import { highestRanked } from '../../src/registry/winningEntry'

describe('schema and values helpers of the kit', () => {
  it('isPlainObject takes objects, not null, arrays or primitives', () => {
    expect(isPlainObject({ a: 1 })).toBe(true)
    expect(isPlainObject(null)).toBe(false)
    expect(isPlainObject([])).toBe(false)
    expect(isPlainObject('x')).toBe(false)
  })

  it('positiveNumber keeps positive finite numbers only', () => {
    expect(positiveNumber(2.5)).toBe(2.5)
    expect(positiveNumber(0)).toBeUndefined()
    expect(positiveNumber(-1)).toBeUndefined()
    expect(positiveNumber(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(positiveNumber('3')).toBeUndefined()
  })
})

describe('who wins an element', () => {
  it('highestRanked keeps the first of the highest rank, and nothing at -1', () => {
    expect(highestRanked(['a', 'b', 'c'], name => ({ a: 1, b: 3, c: 3 })[name]!)).toBe('b')
    expect(highestRanked(['a'], () => -1)).toBeUndefined()
  })

  it('pickRenderer and winningEntry agree on the winner; a throwing tester takes nothing', () => {
    const element = { type: 'Control', scope: '#/properties/x' }
    const rootSchema = { type: 'object', properties: { x: { type: 'string' } } }
    const low = { tester: () => 1, renderer: 'low' }
    const high = { tester: () => 5, renderer: 'high' }
    const broken = { tester: () => { throw new Error('odd element') }, renderer: 'broken' }
    expect(pickRenderer([low, high] as never, element, rootSchema, { rootSchema, config: {} })).toBe('high')
    const plugins = [{ name: 'one', entries: [{ name: 'low', ...low }, { name: 'broken', ...broken }] }, { name: 'two', entries: [{ name: 'high', ...high }] }]
    const won = winningEntry(plugins as never, element, rootSchema)
    expect(won && `${won.plugin.name}/${won.entry.name}`).toBe('two/high')
  })
})
