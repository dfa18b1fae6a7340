import { FormBuilderBase, allPlugins, builderPalettes, defaultStorageKey, layoutsPlugin, textPlugin, withPalettes } from 'nuxt-ui-jsonforms'
import { beforeEach, describe, expect, it } from 'vitest'
import { settle } from '../helpers/mountForm'
import { mountBuilder, treeTitles } from './mountBuilder'

const click = async (element: Element | null | undefined) => {
  expect(element).toBeTruthy()
  ;(element as HTMLElement).click()
  await settle()
}
const toolbarButton = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('[role=toolbar] button')].find(b => b.textContent?.trim() === text)
const inspectorText = () => document.querySelector('[data-testid=builder-inspector]')?.textContent ?? ''

beforeEach(() => localStorage.clear())

describe('FormBuilder: states and scoping', { timeout: 120_000 }, () => {
  it('says what to do when the form is empty, on the canvas and in the inspector; the canvas hint goes with the first field', async () => {
    await mountBuilder({ storageKey: false })
    const hint = () => document.querySelector('[data-testid=builder-canvas] [data-canvas-empty]')?.textContent ?? ''
    expect(hint()).toContain('Drag a field from Add onto this canvas, or click one')
    expect(inspectorText()).toContain('The form has no fields yet')
    expect(inspectorText()).not.toContain('select one of the elements inside it')
    await click(document.querySelector('[data-entry="text"]'))
    expect(treeTitles()).toContain('Text')
    expect(document.querySelector('[data-canvas-empty]')).toBeNull()
  })

  it('closes the Import panel after a successful import, and keeps it open on a refused one', async () => {
    await mountBuilder({ storageKey: false })
    await click(toolbarButton('Import'))
    const textarea = document.querySelector<HTMLTextAreaElement>('[data-testid=builder-import] textarea')!
    const apply = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid=builder-import] button')].find(b => b.textContent?.trim() === 'Import')
    for (const [text, open] of [['[1]', true], ['{ "type": "object", "properties": { "city": { "type": "string" } } }', false]] as const) {
      textarea.value = text
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
      await settle()
      await click(apply())
      expect(!!document.querySelector('[data-testid=builder-import]'), text).toBe(open)
    }
    expect(treeTitles()).toEqual(['Vertical layout', 'City'])
    expect(document.querySelector('[data-notice="import"]')?.textContent).toContain('Imported')
  })

  it('FormBuilderBase saves a draft under the default key when given no storage-key, like FormBuilder', async () => {
    // The bare component is given the palettes as the guide says (FormBuilder adds them itself).
    await mountBuilder({ plugins: withPalettes(allPlugins, builderPalettes) }, FormBuilderBase)
    await click(document.querySelector('[data-entry="text"]'))
    expect(localStorage.getItem(defaultStorageKey)).toContain('"text"')
  })

  it('keeps the focus of a keyboard move inside its own builder when two are on the page', async () => {
    await mountBuilder({ storageKey: false })
    await mountBuilder({ storageKey: false })
    const builders = document.querySelectorAll<HTMLElement>('[data-testid=form-builder]')
    expect(builders).toHaveLength(2)
    // The second: the first has rows at the same paths, which a document-wide query finds first.
    const root = builders[1]
    for (const builder of builders) {
      for (const id of ['text', 'number'])
        await click(builder.querySelector(`[data-entry="${id}"]`))
    }
    const row = (path: string) => root.querySelector<HTMLElement>(`[data-path="${path}"] > div [data-tree-row]`)!
    await click(row('0'))
    row('0').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }))
    await settle()
    expect(document.activeElement).toBe(row('1'))
  })

  it('draws its inspector with its own renderers, whatever families the host gives it', async () => {
    await mountBuilder({ storageKey: false, plugins: [layoutsPlugin, textPlugin] })
    await click(document.querySelector('[data-entry="text"]'))
    const inspector = document.querySelector('[data-testid=builder-inspector]')!
    expect(inspector.querySelectorAll('[data-testid="unrendered-element"]')).toHaveLength(0)
    // Required (a checkbox) and Type (a choice) are drawn by families the host left out.
    expect(inspector.querySelector('[role=checkbox], input[type=checkbox]')).not.toBeNull()
    expect(inspectorText()).toContain('Required')
  })

  it('keeps the tree and the palette from selecting text while an element is dragged', async () => {
    await mountBuilder({ storageKey: false })
    await click(document.querySelector('[data-entry="text"]'))
    expect(document.querySelector('[data-builder-tree]')!.classList).toContain('select-none')
    expect(document.querySelector('[data-testid=builder-palette]')!.classList).toContain('select-none')
  })
})
