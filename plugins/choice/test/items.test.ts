import { describe, expect, it } from 'vitest'
import { choicesOf, hasSingleChoices, multiChoicesOf, deepEqualJson, selectedKey, selectedKeys, toKeyedGroups, toStoredList, valueLabel, valueOfKey } from '../items'
import { menuGroups, suggestionChoices, typedValue } from '../suggestions'

describe('choices read from the schema', () => {
  it('takes an enum of strings, numbers and null, labelled by the value', () => {
    expect(choicesOf({ type: 'string', enum: ['red', 'green'] })).toEqual([{ label: 'red', value: 'red' }, { label: 'green', value: 'green' }])
    expect(choicesOf({ enum: [1, 2.5, null] })).toEqual([{ label: '1', value: 1 }, { label: '2.5', value: 2.5 }, { label: 'null', value: null }])
  })

  it('takes a oneOf of { const, title }, with or without a type beside it', () => {
    const oneOf = [{ const: 'fr', title: 'French', description: 'Français' }, { const: 'en', title: 'English' }]
    const expected = [{ label: 'French', value: 'fr', description: 'Français' }, { label: 'English', value: 'en' }]
    expect(choicesOf({ oneOf })).toEqual(expected)
    expect(choicesOf({ type: 'string', oneOf })).toEqual(expected)
  })

  it('takes an anyOf of { const, title } as a oneOf, a oneOf beside it first', () => {
    const anyOf = [{ const: 'fr', title: 'French' }, { const: 'en', title: 'English' }]
    expect(choicesOf({ anyOf })).toEqual([{ label: 'French', value: 'fr' }, { label: 'English', value: 'en' }])
    expect(choicesOf({ anyOf, oneOf: [{ const: 'de', title: 'German' }] })).toEqual([{ label: 'German', value: 'de' }])
  })

  it('labels a const without title by its value', () => {
    expect(choicesOf({ oneOf: [{ const: 3 }, { const: 'x', title: '' }, { const: { a: 1 } }] }))
      .toEqual([{ label: '3', value: 3 }, { label: 'x', value: 'x' }, { label: '{"a":1}', value: { a: 1 } }])
  })

  it('takes a lone const as the one choice, as JSON Forms does', () => {
    expect(choicesOf({ const: 'foo' })).toEqual([{ label: 'foo', value: 'foo' }])
    expect(choicesOf({ const: 1, title: 'One' })).toEqual([{ label: 'One', value: 1 }])
    expect(hasSingleChoices({ const: 'foo' })).toBe(true)
  })

  it('offers nothing for an empty enum, a oneOf of objects or a non-schema', () => {
    expect(choicesOf({ enum: [] })).toBeUndefined()
    expect(choicesOf({ oneOf: [{ const: 'a' }, { type: 'object', properties: {} }] })).toBeUndefined()
    expect(choicesOf({ type: 'string' })).toBeUndefined()
    expect(choicesOf(null)).toBeUndefined()
    expect(choicesOf('enum')).toBeUndefined()
  })

  it('tells single choices from arrays of choices', () => {
    expect(hasSingleChoices({ enum: ['a'] })).toBe(true)
    expect(hasSingleChoices({ type: 'array', enum: [['a']] })).toBe(false)
    expect(multiChoicesOf({ type: 'array', items: { enum: ['a', 'b'] } })).toEqual([{ label: 'a', value: 'a' }, { label: 'b', value: 'b' }])
    expect(multiChoicesOf({ type: ['array', 'null'], items: { oneOf: [{ const: 1, title: 'One' }] } })).toEqual([{ label: 'One', value: 1 }])
    expect(multiChoicesOf({ type: 'array', items: { type: 'string' } })).toBeUndefined()
    expect(multiChoicesOf({ enum: ['a'] })).toBeUndefined()
  })

  it('labels values for messages', () => {
    expect(valueLabel('x')).toBe('x')
    expect(valueLabel(null)).toBe('null')
    expect(valueLabel([1])).toBe('[1]')
    expect(valueLabel(undefined)).toBe('undefined')
  })
})

describe('stored values and widget keys', () => {
  const choices = choicesOf({ enum: ['a', 0, null, { x: [1, 2] }] })!

  it('compares JSON values deeply', () => {
    expect(deepEqualJson({ x: [1, 2] }, { x: [1, 2] })).toBe(true)
    expect(deepEqualJson({ x: [1, 2] }, { x: [2, 1] })).toBe(false)
    expect(deepEqualJson([1], { 0: 1 })).toBe(false)
    expect(deepEqualJson(0, '0')).toBe(false)
    expect(deepEqualJson(null, {})).toBe(false)
  })

  it('finds the selected key, or reports the stored value as unknown', () => {
    expect(selectedKey(choices, 'a')).toEqual({ key: '0', unknown: [] })
    expect(selectedKey(choices, null)).toEqual({ key: '2', unknown: [] })
    expect(selectedKey(choices, { x: [1, 2] })).toEqual({ key: '3', unknown: [] })
    expect(selectedKey(choices, undefined)).toEqual({ unknown: [] })
    expect(selectedKey(choices, 'zzz')).toEqual({ unknown: ['zzz'] })
  })

  it('maps keys back to values, and nothing for a foreign key', () => {
    expect(valueOfKey(choices, '1')).toBe(0)
    expect(valueOfKey(choices, '2')).toBeNull()
    expect(valueOfKey(choices, '9')).toBeUndefined()
    expect(valueOfKey(choices, null)).toBeUndefined()
    expect(valueOfKey(choices, 'a')).toBeUndefined()
  })

  it('checks the keys of a stored array once each, and lists the unknown items', () => {
    expect(selectedKeys(choices, ['a', 'a', 'q', null])).toEqual({ keys: ['0', '2'], unknown: ['q'] })
    expect(selectedKeys(choices, 'a')).toEqual({ keys: [], unknown: [] })
  })

  it('stores each checked choice once, in checking order, and undefined when none is checked', () => {
    expect(toStoredList(choices, ['2', '0', '2', '7'])).toEqual([null, 'a'])
    expect(toStoredList(choices, [])).toBeUndefined()
    expect(toStoredList(choices, 'oops')).toBeUndefined()
  })

  it('keys widget items by position across groups', () => {
    expect(toKeyedGroups([[{ label: 'A', value: 'a', description: 'first' }], [{ label: 'B', value: 'b' }]]))
      .toEqual([[{ label: 'A', value: '0', description: 'first' }], [{ label: 'B', value: '1' }]])
  })
})

describe('suggestions', () => {
  const choices = choicesOf({ enum: ['Paris', 'Lyon'] })!

  it('offer strings and numbers once, leaving out the schema choices and blanks', () => {
    expect(suggestionChoices(['Nice', 'Paris', 'Nice', ' ', 12, null, { a: 1 }], choices)).toEqual([{ label: 'Nice', value: 'Nice' }, { label: '12', value: 12 }])
    expect(suggestionChoices('Nice', choices)).toEqual([])
  })

  it('form a second group after the choices, holding a typed value stored earlier', () => {
    expect(menuGroups(choices, ['Nice'], 'Lyon')).toEqual([choices, [{ label: 'Nice', value: 'Nice' }]])
    expect(menuGroups(choices, ['Nice'], 'Brest')).toEqual([choices, [{ label: 'Nice', value: 'Nice' }, { label: 'Brest', value: 'Brest' }]])
    expect(menuGroups([], ['Nice'], undefined)).toEqual([[{ label: 'Nice', value: 'Nice' }]])
  })

  it('do not turn an unknown value into an item when there are none (not free-form)', () => {
    expect(menuGroups(choices, undefined, 'Brest')).toEqual([choices])
  })

  it('store typed text trimmed, and nothing for blank text', () => {
    expect(typedValue('  Brest ')).toBe('Brest')
    expect(typedValue('   ')).toBeUndefined()
    expect(typedValue(3)).toBeUndefined()
  })
})
