import type { UISchemaElement } from '@jsonforms/core'
import { allPlugins, defaultStorageKey, definePlugin, ranks, setAsideKey } from 'nuxt-ui-jsonforms'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent } from 'vue'
import { settle } from '../helpers/mountForm'
import { importText, mountBuilder, notice, toolbar, treeTitles } from './mountBuilder'

/** A form whose UI schema is `depth` vertical layouts nested in each other around one text field. */
function nestedLayouts(depth: number) {
  let element = { type: 'Control', scope: '#/properties/name' } as UISchemaElement
  for (let level = 0; level < depth; level++)
    element = { type: 'VerticalLayout', elements: [element] } as UISchemaElement
  return { schema: { type: 'object', properties: { name: { type: 'string' } } }, uischema: element, data: {} }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('FormBuilder with a form nested too deep', { timeout: 120_000 }, () => {
  it.each([200, 500])('refuses an import of %i nested layouts, says why, and keeps the form and its draft', async (depth) => {
    await mountBuilder()
    document.querySelector<HTMLElement>('[data-entry="text"]')!.click()
    await settle()
    const draft = localStorage.getItem(defaultStorageKey)
    await importText(JSON.stringify(nestedLayouts(depth)))
    expect(document.querySelector('[data-testid=builder-import]')?.textContent).toContain('levels deep')
    expect(toolbar()).not.toBeNull()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
    expect(localStorage.getItem(defaultStorageKey)).toBe(draft)
  })

  it.each([200, 500])('sets aside a draft of %i nested layouts, offers it for download, and the next load starts clean', async (depth) => {
    const raw = JSON.stringify(nestedLayouts(depth))
    localStorage.setItem(defaultStorageKey, raw)
    const first = await mountBuilder()
    expect(toolbar()).not.toBeNull()
    expect(notice('draft')).toContain('levels deep')
    expect(notice('draft')).toContain(setAsideKey(defaultStorageKey))
    expect(localStorage.getItem(setAsideKey(defaultStorageKey))).toBe(raw)
    expect(treeTitles()).toEqual(['Vertical layout'])

    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:draft'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    ;[...document.querySelectorAll<HTMLElement>('[data-notice="draft"] button')].find(b => b.textContent?.trim() === 'Download')!.click()
    expect(click).toHaveBeenCalledOnce()
    expect(await created[0]!.text()).toBe(raw)

    first.wrapper.unmount()
    await mountBuilder()
    expect(toolbar()).not.toBeNull()
    expect(notice('draft')).toBe('')
    expect(treeTitles()).toEqual(['Vertical layout'])
  })
})

/** A family whose renderer throws as it mounts, for the field at `#/properties/bad`. */
const throwing = definePlugin({
  name: 'throwing',
  entries: [{
    name: 'throwing',
    tester: uischema => (uischema as { scope?: string }).scope === '#/properties/bad' ? ranks.custom : -1,
    component: defineComponent(() => {
      throw new Error('the renderer broke')
    }),
  }],
})
const breakingForm = {
  schema: { type: 'object', properties: { bad: { type: 'string' } } },
  uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/bad' }] },
  data: {},
}

describe('FormBuilder with a form it cannot render', { timeout: 120_000 }, () => {
  it('takes a form as deep as it allows, and shows it in full', async () => {
    const { builder } = await mountBuilder()
    builder.value!.load(nestedLayouts(60))
    await settle()
    expect(notice('import')).toBe('')
    expect(document.querySelector('[data-builder-tree]')?.textContent).toContain('Name')
    expect(document.querySelector('[data-testid=builder-tabs] input[name="name"]')).not.toBeNull()
  })

  it('sets aside a draft whose rendering throws, offers it for download and starts afresh', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const raw = JSON.stringify(breakingForm)
    localStorage.setItem(defaultStorageKey, raw)
    await mountBuilder({ plugins: [...allPlugins, throwing] })
    await vi.waitFor(() => expect(notice('draft')).toContain('the renderer broke'))
    expect(toolbar()).not.toBeNull()
    expect(localStorage.getItem(setAsideKey(defaultStorageKey))).toBe(raw)
    expect(document.querySelector('[data-notice="draft"]')?.textContent).toContain('Download')
    expect(treeTitles()).toEqual(['Vertical layout'])
    expect(JSON.parse(localStorage.getItem(defaultStorageKey)!).uischema.elements).toEqual([])
  })

  it('explains a form whose rendering throws in place of the tabs, keeps the toolbar, and undo brings the last form back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { builder } = await mountBuilder({ plugins: [...allPlugins, throwing] })
    builder.value!.load(breakingForm)
    await vi.waitFor(() => expect(document.querySelector('[data-testid=builder-render-failed]')?.textContent).toContain('the renderer broke'))
    expect(toolbar()).not.toBeNull()
    builder.value!.undo()
    await settle()
    expect(document.querySelector('[data-testid=builder-render-failed]')).toBeNull()
    expect(treeTitles()).toEqual(['Vertical layout'])
  })
})
