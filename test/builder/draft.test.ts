import type { UISchemaElement } from '@jsonforms/core'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultStorageKey, loadDraft, saveDraft, setAsideKey } from '../../src/builder/draft'
import type { BuilderForm } from '../../src/builder/model/form'

/** A Storage in a Map, with hooks to make its methods throw. */
class MemoryStorage {
  readonly items = new Map<string, string>()
  failGet?: Error
  failSet?: Error
  getItem(key: string): string | null {
    if (this.failGet)
      throw this.failGet
    return this.items.get(key) ?? null
  }

  setItem(key: string, value: string): void {
    if (this.failSet)
      throw this.failSet
    this.items.set(key, String(value))
  }

  removeItem(key: string): void {
    this.items.delete(key)
  }
}

const key = 'test:draft'

function form(): BuilderForm {
  return {
    schema: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, tags: { type: 'array', items: { type: 'string' } } }, required: ['name'] },
    uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name', options: { placeholder: 'Ada' } }] } as UISchemaElement,
    data: { name: 'Ada', tags: ['x'] },
  }
}

describe('draft in a storage', () => {
  it('has a default key, and sets aside under <key>:set-aside', () => {
    expect(defaultStorageKey).toBe('nuxt-ui-jsonforms:builder-draft')
    expect(setAsideKey(key)).toBe('test:draft:set-aside')
  })

  it('save then load restores the form', () => {
    const storage = new MemoryStorage()
    expect(saveDraft(storage, key, form())).toEqual({ ok: true })
    expect(JSON.parse(storage.items.get(key)!)).toEqual(form())
    const loaded = loadDraft(storage, key)
    expect(loaded).toEqual({ status: 'restored', form: form() })
    expect(storage.items.has(setAsideKey(key))).toBe(false)
  })

  it('restores a draft without data with {} data, and keeps non-object data', () => {
    const storage = new MemoryStorage()
    storage.items.set(key, JSON.stringify({ schema: form().schema, uischema: form().uischema }))
    expect(loadDraft(storage, key)).toEqual({ status: 'restored', form: { ...form(), data: {} } })
    saveDraft(storage, key, { ...form(), data: 'Paris' })
    const loaded = loadDraft(storage, key)
    expect(loaded.status === 'restored' && loaded.form.data).toBe('Paris')
  })

  it('keeps the scopes of the fields whose key follows their title; a draft without them, or with a list of something else, restores without', () => {
    const storage = new MemoryStorage()
    expect(saveDraft(storage, key, form(), ['#/properties/name'])).toEqual({ ok: true })
    expect(JSON.parse(storage.items.get(key)!).titledKeys).toEqual(['#/properties/name'])
    expect(loadDraft(storage, key)).toEqual({ status: 'restored', form: form(), titledKeys: ['#/properties/name'] })
    saveDraft(storage, key, form())
    expect(JSON.parse(storage.items.get(key)!)).not.toHaveProperty('titledKeys')
    storage.items.set(key, JSON.stringify({ ...form(), titledKeys: [1, '#/properties/name', { x: 1 }] }))
    expect(loadDraft(storage, key)).toEqual({ status: 'restored', form: form(), titledKeys: ['#/properties/name'] })
    storage.items.set(key, JSON.stringify({ ...form(), titledKeys: 'name' }))
    expect(loadDraft(storage, key)).toEqual({ status: 'restored', form: form() })
  })

  it('gives empty when nothing is stored', () => {
    const storage = new MemoryStorage()
    expect(loadDraft(storage, key)).toEqual({ status: 'empty' })
    expect(storage.items.size).toBe(0)
  })

  it('sets corrupt JSON aside and removes it from the key', () => {
    const storage = new MemoryStorage()
    storage.items.set(key, '{"schema": {')
    expect(loadDraft(storage, key)).toEqual({ status: 'set-aside', reason: 'it is not valid JSON', problem: { key: 'nui.builder.draft.notJson' }, raw: '{"schema": {' })
    expect(storage.items.get(setAsideKey(key))).toBe('{"schema": {')
    expect(storage.items.has(key)).toBe(false)
    expect(loadDraft(storage, key)).toEqual({ status: 'empty' })
  })

  it.each([
    ['an array', '[1, 2]', /not a builder draft/],
    ['an object without schema', '{ "foo": 1 }', /not a builder draft/],
    ['null', 'null', /not a builder draft/],
    ['a number', '42', /not a builder draft/],
    ['a schema without uischema', JSON.stringify({ schema: { type: 'object' } }), /not a builder draft/],
    ['a uischema without type', JSON.stringify({ schema: { type: 'object' }, uischema: { elements: [] } }), /needs a "type"/],
    ['a uischema with null among its elements', JSON.stringify({ schema: { type: 'object' }, uischema: { type: 'VerticalLayout', elements: [null] } }), /"uischema\.elements\[0\]" must be an object/],
  ])('sets aside valid JSON that is not a draft: %s', (_what, raw, reason) => {
    const storage = new MemoryStorage()
    storage.items.set(key, raw)
    const loaded = loadDraft(storage, key)
    expect(loaded.status).toBe('set-aside')
    expect(loaded.status === 'set-aside' && loaded.reason).toMatch(reason)
    expect(storage.items.get(setAsideKey(key))).toBe(raw)
    expect(storage.items.has(key)).toBe(false)
  })

  it('sets aside a draft whose schema has a broken $ref, saying which', () => {
    const storage = new MemoryStorage()
    const raw = JSON.stringify({ schema: { type: 'object', properties: { a: { $ref: '#/definitions/gone' } } }, uischema: { type: 'VerticalLayout', elements: [] }, data: {} })
    storage.items.set(key, raw)
    const loaded = loadDraft(storage, key)
    expect(loaded.status).toBe('set-aside')
    expect(loaded.status === 'set-aside' && loaded.reason).toContain('schema.properties.a.$ref')
    expect(loaded.status === 'set-aside' && loaded.reason).toContain('#/definitions/gone')
    expect(storage.items.get(setAsideKey(key))).toBe(raw)
  })

  it('still answers set-aside when setting aside itself fails', () => {
    const storage = new MemoryStorage()
    storage.items.set(key, 'nope')
    storage.failSet = new DOMException('full', 'QuotaExceededError')
    expect(loadDraft(storage, key)).toEqual({ status: 'set-aside', reason: 'it is not valid JSON', problem: { key: 'nui.builder.draft.notJson' }, raw: 'nope' })
  })

  it('reports a full storage as quota on save', () => {
    const storage = new MemoryStorage()
    storage.failSet = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    const saved = saveDraft(storage, key, form())
    expect(saved).toEqual({ ok: false, quota: true, reason: 'The quota has been exceeded.' })
    storage.failSet = new DOMException('Firefox', 'NS_ERROR_DOM_QUOTA_REACHED')
    expect(saveDraft(storage, key, form())).toMatchObject({ ok: false, quota: true })
  })

  it('reports another save failure as not quota', () => {
    const storage = new MemoryStorage()
    storage.failSet = new DOMException('The operation is insecure.', 'SecurityError')
    expect(saveDraft(storage, key, form())).toEqual({ ok: false, quota: false, reason: 'The operation is insecure.' })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(saveDraft(new MemoryStorage(), key, { ...form(), data: cyclic })).toMatchObject({ ok: false, quota: false })
  })

  it('gives unavailable when reading throws', () => {
    const storage = new MemoryStorage()
    storage.failGet = new DOMException('Access is denied.', 'SecurityError')
    expect(loadDraft(storage, key)).toEqual({ status: 'unavailable', reason: 'Access is denied.' })
  })
})

describe('draft in happy-dom\'s localStorage', () => {
  afterEach(() => localStorage.clear())

  it('save then load restores, and a corrupt draft is set aside', () => {
    expect(saveDraft(localStorage, defaultStorageKey, form())).toEqual({ ok: true })
    expect(loadDraft(localStorage, defaultStorageKey)).toEqual({ status: 'restored', form: form() })
    localStorage.setItem(defaultStorageKey, '{oops')
    expect(loadDraft(localStorage, defaultStorageKey)).toMatchObject({ status: 'set-aside' })
    expect(localStorage.getItem(setAsideKey(defaultStorageKey))).toBe('{oops')
    expect(localStorage.getItem(defaultStorageKey)).toBeNull()
    expect(loadDraft(localStorage, defaultStorageKey)).toEqual({ status: 'empty' })
  })
})
