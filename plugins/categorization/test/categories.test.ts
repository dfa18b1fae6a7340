import { type Translator, createAjv } from '@jsonforms/core'
import { describe, expect, it } from 'vitest'
import { type CategoryContext, readCategories, resolveActive } from '../categories'

const context = (data: unknown = {}, translate: Translator = ((_key: string, fallback?: string) => fallback) as Translator): CategoryContext =>
  ({ data, path: '', ajv: createAjv(), config: {}, translate })
const category = (label: string | undefined, extra: Record<string, unknown> = {}) => ({ type: 'Category', ...(label ? { label } : {}), elements: [], ...extra })

describe('readCategories', () => {
  it('makes a tab of each Category and nested Categorization, with its index as id', () => {
    const { tabs, strays } = readCategories([category('A'), { type: 'Categorization', label: 'B', elements: [] }], context())
    expect(tabs.map(({ id, index, label, visible }) => ({ id, index, label, visible }))).toEqual([
      { id: '0', index: 0, label: 'A', visible: true },
      { id: '1', index: 1, label: 'B', visible: true },
    ])
    expect(strays).toEqual([])
  })

  it('takes queryId (string or number) as id and keeps ids unique', () => {
    const { tabs } = readCategories([
      category('A', { options: { queryId: 'billing' } }),
      category('B', { options: { queryId: 'billing' } }),
      category('C', { options: { queryId: 7 } }),
      category('D', { options: { queryId: '' } }),
      category('E', { options: { queryId: '1' } }),
    ], context())
    expect(tabs.map(tab => tab.id)).toEqual(['billing', '1', '7', '3', '4'])
    const clash = readCategories([category('A', { options: { queryId: '1' } }), category('B')], context())
    expect(clash.tabs.map(tab => tab.id)).toEqual(['1', '1~'])
  })

  it('evaluates HIDE / SHOW rules against the data', () => {
    const rule = { effect: 'HIDE', condition: { scope: '#/properties/hide', schema: { const: true } } }
    expect(readCategories([category('A', { rule })], context({ hide: true })).tabs[0]!.visible).toBe(false)
    expect(readCategories([category('A', { rule })], context({ hide: false })).tabs[0]!.visible).toBe(true)
  })

  it('translates labels through the i18n key', () => {
    const { tabs } = readCategories([category(undefined, { i18n: 'address' })], context({}, ((key: string) => key === 'address.label' ? 'Adresse' : undefined) as Translator))
    expect(tabs[0]!.label).toBe('Adresse')
  })

  it('reports elements that are not categories, and nothing for a non-array', () => {
    expect(readCategories([category('A'), { type: 'Control', scope: '#/properties/x' }, 'text', { elements: [] }], context()).strays).toEqual([
      { position: 2, type: 'Control' },
      { position: 3 },
      { position: 4, type: undefined },
    ])
    expect(readCategories({ type: 'Category' }, context())).toEqual({ tabs: [], strays: [] })
  })
})

describe('resolveActive', () => {
  it('prefers the wanted id, then defaultTab, then the first tab', () => {
    expect(resolveActive('b', ['a', 'b'], 'a')).toBe('b')
    expect(resolveActive('gone', ['a', 'b'], 'b')).toBe('b')
    expect(resolveActive(undefined, ['0', '1'], 1)).toBe('1')
    expect(resolveActive(undefined, ['a', 'b'], 'missing')).toBe('a')
    expect(resolveActive('x', [], '0')).toBeUndefined()
  })
})
