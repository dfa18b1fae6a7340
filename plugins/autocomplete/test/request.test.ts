import { describe, expect, it } from 'vitest'
import { buildRequestUrl, joinUrl, readPath, resolveApi, resolveMinLength, responseItems, suggestionItems } from '../request'

describe('joinUrl', () => {
  it('puts exactly one slash between base and url', () => {
    expect(joinUrl('https://api.test', 'cities')).toBe('https://api.test/cities')
    expect(joinUrl('https://api.test/', '/cities')).toBe('https://api.test/cities')
    expect(joinUrl('https://api.test/v2//', 'cities')).toBe('https://api.test/v2/cities')
  })

  it('uses url alone when it is a full URL or there is no base', () => {
    expect(joinUrl('https://api.test', 'https://other.test/find')).toBe('https://other.test/find')
    expect(joinUrl('https://api.test', '//cdn.test/find')).toBe('//cdn.test/find')
    expect(joinUrl(undefined, 'api/cities')).toBe('api/cities')
    expect(joinUrl('', '/api/cities')).toBe('/api/cities')
  })
})

describe('buildRequestUrl', () => {
  it('sends the typed text under queryKey (default q) after the fixed params, encoded', () => {
    expect(buildRequestUrl({ url: 'api/cities' }, 'São Paulo')).toBe('api/cities?q=S%C3%A3o+Paulo')
    expect(buildRequestUrl({ url: '/find', base: 'https://api.test', queryKey: 'term', params: { country: 'fr', limit: 5, active: true } }, 'par'))
      .toBe('https://api.test/find?country=fr&limit=5&active=true&term=par')
  })

  it('keeps a query string and a hash already in the url, repeats array params, skips empty ones', () => {
    expect(buildRequestUrl({ url: 'https://api.test/find?v=2#top', params: { tag: ['a', 'b'], none: null as never } }, 'x'))
      .toBe('https://api.test/find?v=2&tag=a&tag=b&q=x#top')
  })

  it('lets the typed text win over a fixed param of the same name', () => {
    expect(buildRequestUrl({ url: '/find', params: { q: 'fixed', lang: 'en' } }, 'typed')).toBe('/find?lang=en&q=typed')
  })
})

describe('readPath', () => {
  const source = { data: { results: [{ name: { text: 'Paris' } }] }, zero: 0 }

  it('follows dot paths through objects and array indices', () => {
    expect(readPath(source, 'data.results.0.name.text')).toBe('Paris')
    expect(readPath(source, 'zero')).toBe(0)
  })

  it('gives the source for an empty path and undefined for a missing one', () => {
    expect(readPath(source, '')).toBe(source)
    expect(readPath(source, undefined)).toBe(source)
    expect(readPath(source, 'data.missing.deeper')).toBeUndefined()
    expect(readPath(source, 'zero.toFixed')).toBeUndefined()
    expect(readPath(null, 'a')).toBeUndefined()
  })
})

describe('responseItems', () => {
  it('reads the items at itemsPath with deep labelKey and valueKey', () => {
    const json = { payload: { hits: [{ attrs: { name: 'Paris' }, ids: { insee: '75056' } }, { attrs: { name: 'Lyon' }, ids: { insee: '69123' } }] } }
    expect(responseItems(json, { itemsPath: 'payload.hits', labelKey: 'attrs.name', valueKey: 'ids.insee' })).toEqual({
      ok: true,
      items: [{ label: 'Paris', value: '75056' }, { label: 'Lyon', value: '69123' }],
    })
  })

  it('uses label / value by default, the response itself without itemsPath, and takes plain strings and numbers', () => {
    expect(responseItems([{ label: 'A', value: 1 }, 'B', 3], {})).toEqual({ ok: true, items: [{ label: 'A', value: 1 }, { label: 'B', value: 'B' }, { label: '3', value: 3 }] })
  })

  it('falls back to the value for a missing label and to the label for a missing value; drops items with neither', () => {
    expect(responseItems([{ value: 'x' }, { label: 'Only label' }, { other: 1 }, null, true], {})).toEqual({
      ok: true,
      items: [{ label: 'x', value: 'x' }, { label: 'Only label', value: 'Only label' }],
    })
  })

  it('reports a missing or non-array itemsPath', () => {
    expect(responseItems({ data: {} }, { itemsPath: 'data.items' })).toEqual({ ok: false, reason: 'items' })
    expect(responseItems({ data: { items: 'nope' } }, { itemsPath: 'data.items' })).toEqual({ ok: false, reason: 'items' })
    expect(responseItems({ items: [] }, {})).toEqual({ ok: false, reason: 'items' })
  })
})

describe('option values', () => {
  it('minLength: a non-negative integer, else the default 2', () => {
    expect(resolveMinLength(0)).toBe(0)
    expect(resolveMinLength(4)).toBe(4)
    expect(resolveMinLength(undefined)).toBe(2)
    expect(resolveMinLength(-1)).toBe(2)
    expect(resolveMinLength('3')).toBe(2)
  })

  it('api: an object with a non-empty url', () => {
    expect(resolveApi({ url: 'api/x' })).toEqual({ url: 'api/x' })
    expect(resolveApi({ url: ' ' })).toBeUndefined()
    expect(resolveApi({})).toBeUndefined()
    expect(resolveApi('api/x')).toBeUndefined()
  })

  it('suggestion: strings and numbers as items', () => {
    expect(suggestionItems(['Paris', 7, null, {}])).toEqual([{ label: 'Paris', value: 'Paris' }, { label: '7', value: 7 }])
    expect(suggestionItems('Paris')).toEqual([])
  })
})
