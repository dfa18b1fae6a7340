import { describe, expect, it } from 'vitest'
import { effectiveQueryKey, readHashParam, writeHashParam } from '../hashState'

describe('readHashParam', () => {
  it('reads a key from the query part after a hash path', () => {
    expect(readHashParam('#/example/x?tab=billing', 'tab')).toBe('billing')
    expect(readHashParam('#/example/x?a=1&tab=2&b=3', 'tab')).toBe('2')
  })

  it('reads a hash that is a query part alone', () => {
    expect(readHashParam('#tab=1', 'tab')).toBe('1')
    expect(readHashParam('#?tab=1', 'tab')).toBe('1')
    expect(readHashParam('tab=1&x=2', 'x')).toBe('2')
  })

  it('returns undefined for an absent key, an empty hash or a hash path without query', () => {
    expect(readHashParam('', 'tab')).toBeUndefined()
    expect(readHashParam('#', 'tab')).toBeUndefined()
    expect(readHashParam('#/example/tab=1', 'tab')).toBeUndefined()
    expect(readHashParam('#section', 'tab')).toBeUndefined()
    expect(readHashParam('#/x?other=1', 'tab')).toBeUndefined()
  })

  it('decodes names and values, tolerates malformed escapes and bare names', () => {
    expect(readHashParam('#/x?step%20id=a%26b', 'step id')).toBe('a&b')
    expect(readHashParam('#/x?tab=%E0%A4%A', 'tab')).toBe('%E0%A4%A')
    expect(readHashParam('#/x?tab', 'tab')).toBe('')
  })
})

describe('writeHashParam', () => {
  it('adds the key after a hash path, keeping the path', () => {
    expect(writeHashParam('#/example/x', 'tab', '2')).toBe('#/example/x?tab=2')
    expect(writeHashParam('#section', 'tab', '2')).toBe('#section?tab=2')
  })

  it('writes a query part alone when there is no path', () => {
    expect(writeHashParam('', 'tab', '1')).toBe('#tab=1')
    expect(writeHashParam('#', 'tab', '1')).toBe('#tab=1')
    expect(writeHashParam('#other=x', 'tab', '1')).toBe('#other=x&tab=1')
  })

  it('replaces the key in place and leaves the other parameters byte for byte', () => {
    expect(writeHashParam('#/x?a=b+c&tab=1&z=%7E', 'tab', 'billing')).toBe('#/x?a=b+c&tab=billing&z=%7E')
    expect(writeHashParam('#/x?tab=1&step=2', 'step', '3')).toBe('#/x?tab=1&step=3')
  })

  it('drops duplicates of the key and removes it on undefined', () => {
    expect(writeHashParam('#/x?tab=1&a=2&tab=3', 'tab', '4')).toBe('#/x?tab=4&a=2')
    expect(writeHashParam('#/x?tab=1&a=2', 'tab', undefined)).toBe('#/x?a=2')
    expect(writeHashParam('#/x?tab=1', 'tab', undefined)).toBe('#/x')
    expect(writeHashParam('#tab=1', 'tab', undefined)).toBe('')
  })

  it('encodes the key and value, and round-trips through readHashParam', () => {
    const hash = writeHashParam('#/x', 'step id', 'a&b=c d')
    expect(hash).toBe('#/x?step%20id=a%26b%3Dc%20d')
    expect(readHashParam(hash, 'step id')).toBe('a&b=c d')
  })

  it('lets two keys coexist: writing one never changes the other', () => {
    const both = writeHashParam(writeHashParam('#/example/x', 'tab', '1'), 'step', 'billing')
    expect(both).toBe('#/example/x?tab=1&step=billing')
    expect(readHashParam(writeHashParam(both, 'tab', '0'), 'step')).toBe('billing')
  })
})

describe('effectiveQueryKey', () => {
  it('keeps a key no enclosing categorization uses', () => {
    expect(effectiveQueryKey('tab', undefined)).toBe('tab')
    expect(effectiveQueryKey('inner', { keys: ['tab'], scope: 'tab.1' })).toBe('inner')
  })

  it('derives a key from the enclosing category when the key is taken', () => {
    expect(effectiveQueryKey('tab', { keys: ['tab'], scope: 'tab.1' })).toBe('tab.1')
    expect(effectiveQueryKey('tab', { keys: ['tab', 'tab.1'], scope: 'tab.1.0' })).toBe('tab.1.0')
  })
})
