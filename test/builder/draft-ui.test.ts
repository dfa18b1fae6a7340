import { defaultStorageKey, setAsideKey } from 'nuxt-ui-jsonforms'
import { previousKey } from '../../src/builder/draft'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { click, mountBuilder, treeTitles } from './mountBuilder'

const addText = async () => {
  document.querySelector<HTMLElement>('[data-entry="text"]')!.click()
  await settle()
}
const notice = (id: string) => document.querySelector(`[data-notice="${id}"]`)?.textContent ?? ''

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('FormBuilder draft', { timeout: 120_000 }, () => {
  it('is saved under the default key and restored after a remount', async () => {
    const first = await mountBuilder()
    await addText()
    const saved = JSON.parse(localStorage.getItem(defaultStorageKey)!)
    expect(Object.keys(saved)).toEqual(['schema', 'uischema', 'data', 'titledKeys'])
    expect(saved.schema.properties.text.type).toBe('string')
    // The field just added keeps its key following its title after a reload.
    expect(saved.titledKeys).toEqual(['#/properties/text'])
    first.wrapper.unmount()
    await mountBuilder()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
  })

  it('uses the given storage-key, and saves nothing with false', async () => {
    const own = await mountBuilder({ storageKey: 'my-form' })
    await addText()
    expect(localStorage.getItem('my-form')).toContain('"text"')
    own.wrapper.unmount()
    localStorage.clear()
    await mountBuilder({ storageKey: false })
    await addText()
    expect(localStorage.length).toBe(0)
  })

  it.each([
    ['corrupt JSON', '{"schema": {', 'not valid JSON'],
    ['a foreign value', '[1,2,3]', 'not a builder draft'],
    ['a draft whose UI schema has a number among its elements', JSON.stringify({ schema: { type: 'object' }, uischema: { type: 'VerticalLayout', elements: [{ type: 'Label', text: 'Hi' }, 5] } }), '"uischema.elements[1]" must be an object'],
    ['a draft whose schema has a broken $ref', JSON.stringify({ schema: { properties: { a: { $ref: '#/nope' } } }, uischema: { type: 'VerticalLayout', elements: [] } }), '#/nope'],
  ])('sets %s aside with a notice and starts afresh', async (_name, raw, reason) => {
    localStorage.setItem(defaultStorageKey, raw)
    await mountBuilder()
    expect(notice('draft')).toContain(reason)
    expect(notice('draft')).toContain(setAsideKey(defaultStorageKey))
    expect(localStorage.getItem(setAsideKey(defaultStorageKey))).toBe(raw)
    expect(treeTitles()).toEqual(['Vertical layout'])
    await addText()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
  })

  it('shows a notice when the storage is full and keeps working', async () => {
    await mountBuilder()
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await addText()
    expect(notice('draft')).toContain('no longer fits')
    await addText()
    expect(treeTitles()).toEqual(['Vertical layout', 'Text', 'Text 2'])
    full.mockRestore()
  })

  const example = { schema: { type: 'object', properties: { email: { type: 'string', title: 'Email' } } }, uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/email' }] } }

  it('keeps the draft an example replaces, restorable from the notice and, after a reload, from the toolbar', async () => {
    const first = await mountBuilder()
    await addText()
    first.builder.value!.load(example)
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Email'])
    expect(notice('previous')).toContain('Your previous draft was kept')
    expect(JSON.parse(localStorage.getItem(previousKey(defaultStorageKey))!).schema.properties.text.type).toBe('string')
    first.wrapper.unmount()

    await mountBuilder()
    expect(treeTitles()).toEqual(['Vertical layout', 'Email'])
    await click('[data-testid=builder-restore-previous]')
    expect(treeTitles()).toEqual(['Vertical layout', 'Text'])
    // The form it replaced is the previous draft now: restoring again brings the example back.
    expect(JSON.parse(localStorage.getItem(previousKey(defaultStorageKey))!).schema.properties.email.title).toBe('Email')
    const restore = [...document.querySelectorAll<HTMLElement>('[data-notice="previous"] button')].find(button => button.textContent?.includes('Restore previous draft'))!
    restore.click()
    await settle()
    expect(treeTitles()).toEqual(['Vertical layout', 'Email'])
  })

  it('keeps nothing when the form it replaces is empty or the same', async () => {
    const { builder } = await mountBuilder()
    builder.value!.load(example)
    await settle()
    builder.value!.load(example)
    await settle()
    expect(notice('previous')).toBe('')
    expect(localStorage.getItem(previousKey(defaultStorageKey))).toBeNull()
    expect(document.querySelector('[data-testid=builder-restore-previous]')).toBeNull()
  })
})
