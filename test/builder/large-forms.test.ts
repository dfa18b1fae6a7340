import { type BuilderForm, FormBuilder, builderLimits, defaultStorageKey, importValue, setAsideKey } from 'nuxt-ui-jsonforms'
import { defineComponent, h, shallowRef } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { settle } from '../helpers/mountForm'
import { click, find, importText, mountBuilder, notice, toolbar, treeTitles } from './mountBuilder'

const values = (count: number) => Array.from({ length: count }, (_, index) => `Country ${index}`)
const field = (property: Record<string, unknown>) => ({
  schema: { type: 'object', properties: { country: property } },
  uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/country' }] },
  data: {},
})
/** A layout of `count` text fields, each of its own property; with `perGroup`, in groups of that many. */
function manyElements(count: number, perGroup = count) {
  const names = Array.from({ length: count }, (_, index) => `field${index}`)
  const controls = names.map(name => ({ type: 'Control', scope: `#/properties/${name}` }))
  const groups = Array.from({ length: Math.ceil(count / perGroup) }, (_, index) => controls.slice(index * perGroup, (index + 1) * perGroup))
  return {
    schema: { type: 'object', properties: Object.fromEntries(names.map(name => [name, { type: 'string' }])) },
    uischema: { type: 'VerticalLayout', elements: groups.length === 1 ? controls : groups.map((elements, index) => ({ type: 'Group', label: `Part ${index + 1}`, elements })) },
  }
}

const inspector = () => find('[data-testid=builder-inspector]')

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('the builder\'s size limits', () => {
  const cases: [string, unknown, string][] = [
    ['an enum of 10 000 values', field({ type: 'string', enum: values(10_000) }), 'a list of 10000 items (at schema.properties.country.enum), more than the 5000'],
    ['a oneOf of 10 000 consts', field({ oneOf: values(10_000).map(value => ({ const: value, title: value })) }), 'a list of 10000 items (at schema.properties.country.oneOf)'],
    ['a default of 10 000 items', field({ type: 'array', items: { type: 'string' }, default: values(10_000) }), 'at schema.properties.country.default'],
    ['data of 10 000 items', { ...field({ type: 'array', items: { type: 'string' } }), data: { country: values(10_000) } }, 'a list of 10000 items (at data.country)'],
    ['a bare schema with an enum of 10 000 values', { type: 'object', properties: { country: { enum: values(10_000) } } }, 'at properties.country.enum'],
    ['7 000 elements in groups', manyElements(7_000, 1_000), 'The UI schema has 7008 elements, more than the 6000 the builder can show.'],
    ['a bare schema of 7 000 properties', manyElements(7_000).schema, 'The UI schema has 7001 elements'],
  ]

  it.each(cases)('refuses %s, saying which limit and how big', (_, value, message) => {
    const result = importValue(value)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toContain(message)
  })

  it('takes a form at the limits', () => {
    expect(importValue(field({ type: 'string', enum: values(builderLimits.maxListLength) })).ok).toBe(true)
    expect(importValue(manyElements(builderLimits.maxListLength)).ok).toBe(true)
  })
})

describe('FormBuilder with a form too big to show', { timeout: 120_000 }, () => {
  it('refuses an import of a 10 000-value enum, says why, and keeps the form, its draft and a working toolbar', async () => {
    await mountBuilder()
    await click('[data-entry="text"]')
    const draft = localStorage.getItem(defaultStorageKey)
    await importText(JSON.stringify(field({ type: 'string', enum: values(10_000) })))
    expect(find('[data-testid=builder-import] [role=alert]').textContent).toContain('a list of 10000 items (at schema.properties.country.enum), more than the 5000 the builder can show')
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
    expect(localStorage.getItem(defaultStorageKey)).toBe(draft)
    const undo = [...toolbar()!.querySelectorAll<HTMLButtonElement>('button')].find(b => b.textContent?.trim() === 'Undo')!
    undo.click()
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout'])
  })

  it('sets aside a draft of 7 000 elements, offers it for download, and starts afresh', async () => {
    const raw = JSON.stringify(manyElements(7_000, 1_000))
    localStorage.setItem(defaultStorageKey, raw)
    await mountBuilder()
    expect(toolbar()).not.toBeNull()
    expect(notice('draft')).toContain('The UI schema has 7008 elements, more than the 6000 the builder can show')
    expect(notice('draft')).toContain('Download')
    expect(localStorage.getItem(setAsideKey(defaultStorageKey))).toBe(raw)
    expect(treeTitles()).toEqual(['Vertical layout'])

    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:draft'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    ;[...document.querySelectorAll<HTMLElement>('[data-notice="draft"] button')].find(b => b.textContent?.trim() === 'Download')!.click()
    expect(await created[0]!.text()).toBe(raw)
  })

  it('refuses a form of 7 000 elements handed over as its v-model, says why as for an import, and keeps its toolbar', async () => {
    await mountBuilder({ storageKey: false, modelValue: { ...manyElements(7_000, 1_000), data: {} } })
    expect(toolbar()).not.toBeNull()
    expect(notice('import')).toContain('Nothing was imported')
    expect(notice('import')).toContain('The UI schema has 7008 elements, more than the 6000 the builder can show.')
    expect(treeTitles()).toEqual(['Vertical layout'])
  })

  it('refuses a v-model with a 10 000-value enum the host sets later, and keeps the form it has', async () => {
    const model = shallowRef<BuilderForm>(field({ type: 'string', enum: values(3) }))
    const Host = defineComponent((_, { attrs }) => () => h(FormBuilder, { ...attrs, modelValue: model.value }))
    await mountBuilder({ storageKey: false }, Host)
    expect(treeTitles()).toHaveLength(2)
    model.value = field({ type: 'string', enum: values(10_000) })
    await settle()
    expect(notice('import')).toContain('a list of 10000 items (at schema.properties.country.enum), more than the 5000 the builder can show')
    await click('[data-path="0"] > div [data-tree-row]')
    await waitForChunks()
    await vi.waitFor(() => expect([...inspector().querySelectorAll<HTMLInputElement>('input')].map(input => input.value)).toContain('Country 2'))
  })

  it('shows a field of 2 000 choices in the inspector as their count and a note, not 2 000 inputs', async () => {
    const { builder } = await mountBuilder({ storageKey: false })
    builder.value!.load(field({ type: 'string', enum: values(2_000) }))
    await settle()
    await click('[data-path="0"] > div [data-tree-row]')
    await waitForChunks()
    const count = [...inspector().querySelectorAll('label')].find(label => label.textContent?.trim() === 'Choices')
    expect(count, 'the Choices field').toBeDefined()
    expect((document.getElementById(count!.htmlFor) as HTMLInputElement).value).toBe('2000')
    expect(inspector().textContent).toContain('More than 200 choices: edit them in the JSON tab.')
    expect(inspector().querySelectorAll('input').length).toBeLessThan(50)
  })

  it('lists a field of a few choices one input each', async () => {
    const { builder } = await mountBuilder({ storageKey: false })
    builder.value!.load(field({ type: 'string', enum: values(3) }))
    await settle()
    await click('[data-path="0"] > div [data-tree-row]')
    await waitForChunks()
    await vi.waitFor(() => expect([...inspector().querySelectorAll<HTMLInputElement>('input')].map(input => input.value)).toEqual(expect.arrayContaining(['Country 0', 'Country 1', 'Country 2'])))
  })
})
