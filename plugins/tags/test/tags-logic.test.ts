import { describe, expect, it } from 'vitest'
import { addTags, appendedTags, draftRefusal, readTags, resolveDelimiter, splitDraft, splitTags, tagLimits, toStoredTags } from '../tags'
import { isStringArraySchema } from '../testers'

describe('tags logic', () => {
  it('recognises an array of strings only', () => {
    expect(isStringArraySchema({ type: 'array', items: { type: 'string' } })).toBe(true)
    expect(isStringArraySchema({ type: ['array', 'null'], items: { type: ['string'] } })).toBe(true)
    expect(isStringArraySchema({ type: 'array', items: { type: 'object' } })).toBe(false)
    expect(isStringArraySchema({ type: 'array', items: [{ type: 'string' }] })).toBe(false)
    expect(isStringArraySchema({ type: 'array' })).toBe(false)
    expect(isStringArraySchema({ type: 'string' })).toBe(false)
    expect(isStringArraySchema(undefined)).toBe(false)
  })

  it('reads the limits from the schema', () => {
    expect(tagLimits({ type: 'array', maxItems: 3, uniqueItems: true, items: { type: 'string', maxLength: 8 } })).toEqual({ maxItems: 3, maxLength: 8, unique: true })
    expect(tagLimits({ type: 'array', items: { type: 'string' } })).toEqual({ maxItems: undefined, maxLength: undefined, unique: false })
    expect(tagLimits({ type: 'array', maxItems: -1 as number, items: { type: 'string', maxLength: 1.5 } }).maxItems).toBeUndefined()
  })

  it('uses a non-empty delimiter option, else a comma', () => {
    expect(resolveDelimiter(';')).toBe(';')
    expect(resolveDelimiter('')).toBe(',')
    expect(resolveDelimiter(3)).toBe(',')
    expect(resolveDelimiter(undefined)).toBe(',')
  })

  it('splits a list, trimming pieces and dropping empty ones', () => {
    expect(splitTags('a, b ,,c', ',')).toEqual(['a', 'b', 'c'])
    expect(splitTags('x | y', '|')).toEqual(['x', 'y'])
    expect(splitTags('  ', ',')).toEqual([])
  })

  it('splits typed text into finished tags and what is still typed', () => {
    expect(splitDraft('vue', ',')).toEqual({ complete: [], rest: 'vue' })
    expect(splitDraft('vue,', ',')).toEqual({ complete: ['vue'], rest: '' })
    expect(splitDraft('a,b,nu', ',')).toEqual({ complete: ['a', 'b'], rest: 'nu' })
    expect(splitDraft('a;; b', ';;')).toEqual({ complete: ['a'], rest: ' b' })
  })

  it('adds in order and refuses with a reason: too long, duplicate, too many', () => {
    const limits = { maxItems: 3, maxLength: 5, unique: true }
    expect(addTags(['a'], ['b', 'toolong', 'a', 'b', 'c', 'd'], limits)).toEqual({
      tags: ['a', 'b', 'c'],
      refused: [
        { reason: 'maxLength', tag: 'toolong', max: 5 },
        { reason: 'duplicate', tag: 'a' },
        { reason: 'duplicate', tag: 'b' },
        { reason: 'maxItems', tag: 'd', max: 3 },
      ],
    })
  })

  it('lets duplicates through without uniqueItems, and counts code points for maxLength', () => {
    expect(addTags(['a'], ['a'], { unique: false }).tags).toEqual(['a', 'a'])
    expect(addTags([], ['😀😀'], { maxLength: 2, unique: false }).tags).toEqual(['😀😀'])
  })

  it('refuses everything once a stored list is already over maxItems', () => {
    expect(addTags(['a', 'b', 'c'], ['d'], { maxItems: 2, unique: false })).toEqual({ tags: ['a', 'b', 'c'], refused: [{ reason: 'maxItems', tag: 'd', max: 2 }] })
  })

  it('flags typed text already too long', () => {
    expect(draftRefusal('abcdef', { maxLength: 5, unique: false })).toEqual({ reason: 'maxLength', tag: 'abcdef', max: 5 })
    expect(draftRefusal('abcde', { maxLength: 5, unique: false })).toBeUndefined()
  })

  it('tells an append from a removal', () => {
    expect(appendedTags(['a'], ['a', 'b'])).toEqual(['b'])
    expect(appendedTags(['a', 'b'], ['a'])).toBeUndefined()
    expect(appendedTags(['a', 'b'], ['b', 'c', 'd'])).toBeUndefined()
  })

  it('reads stored values, flagging what is not a list of strings', () => {
    expect(readTags(undefined)).toEqual({ tags: [] })
    expect(readTags(['a'])).toEqual({ tags: ['a'] })
    expect(readTags('a,b')).toEqual({ tags: [], problem: 'notList' })
    expect(readTags(['a', 2, null, { x: 1 }])).toEqual({ tags: ['a', '2', 'null', '{"x":1}'], problem: 'notText' })
  })

  it('stores an empty list as undefined', () => {
    expect(toStoredTags([])).toBeUndefined()
    expect(toStoredTags(['a'])).toEqual(['a'])
  })
})
