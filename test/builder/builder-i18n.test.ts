import { en } from '@nuxt/ui/locale'
import type { BuilderTranslator } from 'nuxt-ui-jsonforms'
import { EditorView } from '@codemirror/view'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { mountBuilder, openTab } from './mountBuilder'

/** Marks every string it is asked for: text the builder shows without asking stays unmarked. */
const mark: BuilderTranslator = (_key, english) => `⟦${english}⟧`
/** Nuxt UI's strings, marked the same way: the host translates them through `<UApp :locale>`. */
const markAll = (messages: unknown): unknown => typeof messages === 'string' ? `⟦${messages}⟧` : Object.fromEntries(Object.entries(messages as object).map(([key, value]) => [key, markAll(value)]))
const locale = { ...en, messages: markAll(en.messages) as typeof en.messages }
/** Whether `text` holds letters outside the marks; a translated message may hold translated values (marks inside marks). */
function unmarked(text: string): boolean {
  let rest = text
  for (let before = ''; before !== rest;) {
    before = rest
    rest = rest.replace(/⟦[^⟦⟧]*⟧/gu, '')
  }
  return /\p{L}/u.test(rest)
}
/**
 * The user's own content: the preview of the form and its data, what the inspector's fields hold
 * (and the titles of its cards, a field's or a variant's own title), and the JSON tab's text.
 */
const userContent = '[data-testid=builder-preview], [data-testid=builder-data], [data-testid=builder-export-json], [data-json-document] .cm-content, [data-testid=builder-inspector] [data-slot=value], [data-testid=builder-inspector] [data-testid=item-title]'
/** On the canvas the form is the user's too (it follows the form's own i18n); the frames' names and toolbars are the builder's. */
const canvasChrome = '[data-canvas-select], [data-canvas-toolbar], [data-canvas-empty]'
const isUserContent = (element: Element | null | undefined) =>
  !!element && (!!element.closest(userContent) || (!!element.closest('[data-testid=builder-canvas]') && !element.closest(canvasChrome)))

/** Every visible text and every aria-label, title and placeholder of the builder that the translator did not mark. */
function unmarkedStrings(): string[] {
  const root = document.querySelector('[data-testid=form-builder]')!
  const found: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    if (unmarked(text) && !isUserContent(node.parentElement))
      found.push(text.trim())
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name)
      if (value && unmarked(value) && !isUserContent(element))
        found.push(`${name}="${value}"`)
    }
  }
  return [...new Set(found)]
}

beforeEach(() => localStorage.clear())

describe('FormBuilder: every string through translate', { timeout: 900_000 }, () => {
  it('shows no text the translator did not mark, whichever palette entry is added and selected', async () => {
    await mountBuilder({ storageKey: false, translate: mark }, undefined, { locale })
    const leftovers = new Map<string, string[]>()
    const entries = [...document.querySelectorAll<HTMLElement>('[data-entry]')].map(button => button.dataset.entry!)
    expect(entries.length).toBeGreaterThan(20)
    leftovers.set('(empty form)', unmarkedStrings())
    for (const id of entries) {
      document.querySelector<HTMLElement>('[data-path=""] > div [data-tree-row]')!.click()
      await settle()
      document.querySelector<HTMLElement>(`[data-entry="${id}"]`)!.click()
      await settle()
      leftovers.set(id, unmarkedStrings())
    }
    expect(Object.fromEntries([...leftovers].filter(([, strings]) => strings.length))).toEqual({})
  })

  it('translates the JSON tab: the code editors\' names, their phrases, a located problem', async () => {
    await mountBuilder({ storageKey: false, translate: mark }, undefined, { locale })
    await openTab('⟦JSON⟧')
    const view = await vi.waitFor(() => {
      const found = EditorView.findFromDOM(document.querySelector('[data-json-document="schema"] .cm-editor')!)
      expect(found).not.toBeNull()
      return found!
    })
    expect(view.contentDOM.getAttribute('aria-label')).toBe('⟦⟦Schema⟧, as JSON text⟧')
    expect(view.state.phrase('No diagnostics')).toBe('⟦No problems⟧')
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: '{ "type": "object", }' } })
    await settle()
    expect(document.querySelector('[data-json-document="schema"] [data-json-problem]')?.textContent).toContain('⟦')
    expect(unmarkedStrings()).toEqual([])
  })

  it('says why an import is refused through the translator, down to the kind of value', async () => {
    const { builder } = await mountBuilder({ storageKey: false, translate: mark }, undefined, { locale })
    const notice = () => document.querySelector('[data-notice="import"]')?.textContent ?? ''
    for (const value of [[1], { schema: { type: 'object' }, uischema: { type: 'VerticalLayout', elements: [5] } }, { uischema: {} }]) {
      builder.value!.load(value)
      await settle()
      expect(notice()).toContain('⟦')
      expect(unmarked(notice()), notice()).toBe(false)
    }
    expect(notice()).toContain('⟦The object has "uischema" but no "schema".⟧')
  })

  it('says why a draft was set aside through the translator', async () => {
    for (const raw of ['{ not json', '[1]', JSON.stringify({ schema: { type: 'object', properties: { a: { $ref: '#/gone' } } }, uischema: { type: 'VerticalLayout', elements: [] } })]) {
      localStorage.setItem('draft-key', raw)
      const { wrapper } = await mountBuilder({ storageKey: 'draft-key', translate: mark }, undefined, { locale })
      const notice = document.querySelector('[data-notice="draft"]')?.textContent ?? ''
      expect(notice).toContain('⟦')
      expect(unmarked(notice), notice).toBe(false)
      wrapper.unmount()
    }
  })
})
