import type { BuilderForm } from 'nuxt-ui-jsonforms'
import { beforeEach, describe, expect, it } from 'vitest'
import { settle } from '../helpers/mountForm'
import { click, find, mountBuilder, treeTitles } from './mountBuilder'

const properties = (form: BuilderForm) => (form.schema as { properties: Record<string, unknown> }).properties

beforeEach(() => localStorage.clear())

describe('FormBuilder: duplicate and convert from the tree row', { timeout: 120_000 }, () => {
  it('duplicates the selected field under a new key, selects the copy and keeps the focus on its row', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    find('[data-builder-tree] [data-path="0"] > div [data-row-menu]').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    ;[...document.querySelectorAll<HTMLElement>('[role=menuitem]')].find(item => item.textContent?.trim() === 'Duplicate')!.click()
    await settle()
    expect(properties(emitted.value.at(-1)!)).toEqual({ text: { type: 'string', title: 'Text' }, text2: { type: 'string', title: 'Text 2' } })
    expect(treeTitles()).toEqual(['Vertical layout', 'Text', 'Text 2'])
    expect(document.activeElement).toBe(find('[data-path="1"] > div [data-tree-row]'))
  })

  it('converts a text field to a textarea through the row\'s menu, which offers only kinds of its type', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    find('[data-builder-tree] [data-path="0"] > div [data-row-menu]').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    const convert = [...document.querySelectorAll<HTMLElement>('[role=menuitem]')].find(item => item.textContent?.trim() === 'Convert to another kind')
    expect(convert).toBeDefined()
    convert!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    await settle()
    const items = [...document.querySelectorAll<HTMLElement>('[role=menu]')].at(-1)!.querySelectorAll<HTMLElement>('[role=menuitem]')
    const labels = [...items].map(item => item.textContent?.trim())
    expect(labels).toContain('Textarea')
    expect(labels).not.toContain('Text')
    expect(labels).not.toContain('Number')
    ;[...items].find(item => item.textContent?.trim() === 'Textarea')!.click()
    await settle()
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ scope: '#/properties/text', options: { multi: true } }] })
    expect(document.querySelector('[data-tree-row] [data-tree-kind]')?.textContent).toBe('Textarea')
  })
})

describe('FormBuilder: duplicate and convert from the canvas', { timeout: 120_000 }, () => {
  const toolbar = (path: string) => find(`[data-testid=builder-canvas] [data-canvas-path="${path}"] [data-canvas-toolbar]`)

  it('duplicates the selected element from its frame\'s toolbar and keeps the focus on the copy\'s frame', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    find('button[aria-label="Duplicate"]', toolbar('0')).click()
    await settle()
    expect(properties(emitted.value.at(-1)!)).toEqual({ text: { type: 'string', title: 'Text' }, text2: { type: 'string', title: 'Text 2' } })
    expect(treeTitles()).toEqual(['Vertical layout', 'Text', 'Text 2'])
    expect(document.activeElement).toBe(find('[data-testid=builder-canvas] [data-canvas-path="1"] > div > [data-canvas-select]'))
  })

  it('converts the selected field from its frame\'s menu, which offers only kinds of its type', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="text"]')
    find('button[data-convert]', toolbar('0')).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    const items = [...document.querySelectorAll<HTMLElement>('[role=menuitem]')]
    const labels = items.map(item => item.textContent?.trim())
    expect(labels).toContain('Textarea')
    expect(labels).not.toContain('Number')
    items.find(item => item.textContent?.trim() === 'Textarea')!.click()
    await settle()
    expect(emitted.value.at(-1)!.uischema).toMatchObject({ elements: [{ scope: '#/properties/text', options: { multi: true } }] })
    expect(find('[data-path="0"] [data-tree-kind]').textContent).toBe('Textarea')
  })
})

describe('FormBuilder: theme parts', { timeout: 120_000 }, () => {
  it('draws the palette and the tree with its theme parts, which the host\'s styles injection overrides', async () => {
    await mountBuilder({ storageKey: false }, undefined, { provide: { styles: { builder: { treeRowSelected: 'my-selected', paletteHeading: 'my-heading' } } } })
    await click('[data-entry="text"]')
    const row = find('[data-path="0"] > div')
    expect(row.classList).toContain('my-selected')
    expect(row.classList).not.toContain('ring')
    expect(find('[data-testid=builder-palette] h3').className).toBe('my-heading')
    expect(find('[data-path=""] > div').className).toContain('hover:bg-elevated/50')
  })
})

describe('FormBuilder: a new set of tabs or steps is ready to be filled', { timeout: 120_000 }, () => {
  it('selects the first Category of a Categorization or a Stepper added: the next field goes into it, the next Category after it', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    await click('[data-entry="categorization"]')
    expect(find('[data-builder-tree] [data-path="0.0"] > div [data-tree-row]').getAttribute('aria-current')).toBe('true')
    expect(find('[data-testid=builder-announcement]').textContent).toBe('Categorization is now in Vertical layout, position 1 of 1.')
    await click('[data-entry="text"]')
    await click('[data-entry="category"]')
    await click('[data-builder-tree] [data-path=""] > div [data-tree-row]')
    await click('[data-entry="stepper"]')
    expect(find('[data-builder-tree] [data-path="1.0"] > div [data-tree-row]').getAttribute('aria-current')).toBe('true')
    await click('[data-entry="number"]')
    expect(emitted.value.at(-1)!.uischema).toEqual({
      type: 'VerticalLayout',
      elements: [
        { type: 'Categorization', elements: [{ type: 'Category', label: 'Category 1', elements: [{ type: 'Control', scope: '#/properties/text' }] }, { type: 'Category', label: 'Category', elements: [] }] },
        { type: 'Categorization', options: { variant: 'stepper' }, elements: [{ type: 'Category', label: 'Step 1', elements: [{ type: 'Control', scope: '#/properties/number' }] }, { type: 'Category', label: 'Step 2', elements: [] }, { type: 'Category', label: 'Step 3', elements: [] }] },
      ],
    })
  })
})
