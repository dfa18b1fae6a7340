import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { mouseDrag as drag } from './builderTask'
import { screenshotDir, useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

/** The outline's rows as `path title`, the root left out: where each element sits. */
async function outline(page: Page): Promise<string[]> {
  const rows = await page.locator('[data-builder-tree] li[data-path]').evaluateAll(items => items.map(item => `${(item as HTMLElement).dataset.path} ${item.querySelector(':scope > div [data-tree-title]')?.textContent?.trim()}`))
  return rows.slice(1)
}
const row = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-tree-row]`)
const emptyList = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > ul`)
const frame = (page: Page, path: string): Locator => page.locator(`[data-testid=builder-canvas] [data-canvas-path="${path}"]`)
const frameButton = (page: Page, path: string): Locator => frame(page, path).locator('> div > [data-canvas-select]')
const announcement = (page: Page) => page.locator('[data-testid=builder-announcement]').textContent()

/** The preview's tabs, one by one: the labels of the fields each shows. */
async function previewTabs(page: Page): Promise<string[][]> {
  await page.locator('[data-testid=builder-tabs] [role=tab]', { hasText: 'Preview' }).click()
  const preview = page.locator('[data-testid=builder-preview]')
  const tabs = preview.locator('[role=tab]')
  await tabs.first().waitFor()
  const shown: string[][] = []
  for (let index = 0; index < await tabs.count(); index++) {
    await tabs.nth(index).click()
    await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true')
    shown.push(await preview.locator('[role=tabpanel] label').evaluateAll(labels => labels.map(label => label.textContent!.replace('*', '').trim()).filter(Boolean)))
  }
  await page.locator('[data-testid=builder-tabs] [role=tab]', { hasText: 'Designer' }).click()
  return shown
}

describe('builder: drops into empty tabs, by mouse and by keyboard', () => {
  it('by mouse: palette entries and existing elements dropped into empty tabs on the canvas and in the outline, with a drop indicator', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await page.locator('[data-testid=form-builder]').waitFor()
    let actions = 0
    const click = async (locator: Locator) => {
      actions++
      await locator.click()
    }
    // The empty canvas says what to do.
    await expect.poll(() => page.locator('[data-testid=builder-canvas] [data-canvas-empty]').textContent()).toContain('Drag a field from Add onto this canvas')
    // A Categorization (with Category 1), a second Category in it, which the canvas opens as it is
    // added (its layout's chunk may arrive after), and a checkbox after it.
    const panel = (index: number) => frame(page, '0').locator(`[data-category-index="${index}"]`)
    await click(page.locator('[data-entry="categorization"]'))
    await click(page.locator('[data-entry="category"]'))
    await panel(1).waitFor()
    await click(row(page, ''))
    await click(page.locator('[data-entry="boolean"]'))
    expect(await outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.1 Category', '1 Checkbox'])
    await expect.poll(() => page.locator('[data-canvas-empty]').count()).toBe(0)

    // The first tab opened again, empty.
    await panel(1).waitFor()
    await click(frame(page, '0').getByRole('tab', { name: 'Category 1', exact: true }))
    await panel(0).waitFor()
    // Canvas: a Text from the palette onto the panel of the first tab.
    actions++
    await drag(page, page.locator('[data-entry="text"]'), panel(0), async () => {
      const indicator = page.locator('[data-canvas-drop-indicator]')
      await indicator.waitFor()
      const [marked, target] = [(await indicator.boundingBox())!, (await panel(0).boundingBox())!]
      expect(Math.abs(marked.y - target.y)).toBeLessThan(2)
      expect(Math.abs(marked.height - target.height)).toBeLessThan(2)
      await page.screenshot({ path: `${screenshotDir}/builder-drop-indicator-1440.png` })
    })
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.0.0 Text', '0.1 Category', '1 Checkbox'])
    expect(await page.locator('[data-canvas-drop-indicator]').count()).toBe(0)
    await expect.poll(() => announcement(page)).toBe('Text is now in Category 1, position 1 of 1.')

    // Canvas: the second tab opened, the checkbox dragged by its frame's name into its empty panel.
    await click(frame(page, '0').getByRole('tab', { name: 'Category', exact: true }))
    await panel(1).waitFor()
    actions++
    await drag(page, frameButton(page, '1'), panel(1), async () => {
      await page.locator('[data-canvas-drop-indicator]').waitFor()
    })
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.0.0 Text', '0.1 Category', '0.1.0 Checkbox'])
    await expect.poll(() => announcement(page)).toBe('Checkbox is now in Category, position 1 of 1.')

    // Outline: a third Category, and a File from the palette into its empty list.
    await click(row(page, '0'))
    await click(page.locator('[data-entry="category"]'))
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.0.0 Text', '0.1 Category', '0.1.0 Checkbox', '0.2 Category'])
    actions++
    await drag(page, page.locator('[data-entry="file"]'), emptyList(page, '0.2'))
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.0.0 Text', '0.1 Category', '0.1.0 Checkbox', '0.2 Category', '0.2.0 File'])
    await expect.poll(() => announcement(page)).toBe('File is now in Category, position 1 of 1.')
    // An existing row dragged by its handle onto an empty Category: a fourth one, empty.
    await click(row(page, '0'))
    await click(page.locator('[data-entry="category"]'))
    actions++
    await drag(page, page.locator('[data-builder-tree] [data-path="0.0.0"] > div [data-drag-handle]'), emptyList(page, '0.3'))
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.1 Category', '0.1.0 Checkbox', '0.2 Category', '0.2.0 File', '0.3 Category', '0.3.0 Text'])
    await page.screenshot({ path: `${screenshotDir}/builder-drops-mouse-1440.png` })

    // Each field only on its own tab in the preview.
    expect(await previewTabs(page)).toEqual([[], ['Checkbox'], ['File'], ['Text']])
    console.log(`drops by mouse: ${actions} actions`)
  }, 240_000)

  it('by keyboard: Alt+→ moves a field into the empty tab above it, from the outline and from the canvas, and says where it went', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await page.locator('[data-testid=form-builder]').waitFor()
    let actions = 0
    const press = async (locator: Locator, key: string) => {
      actions++
      await locator.focus()
      await page.keyboard.press(key)
    }
    await press(page.locator('[data-entry="categorization"]'), 'Enter')
    await press(page.locator('[data-entry="category"]'), 'Enter')
    await press(row(page, ''), 'Enter')
    await press(page.locator('[data-entry="file"]'), 'Enter')
    await press(page.locator('[data-entry="text"]'), 'Enter')
    expect(await outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.1 Category', '1 File', '2 Text'])

    // Outline: the File row into the Categorization above it lands in its last tab, empty.
    await press(row(page, '1'), 'Alt+ArrowRight')
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.1 Category', '0.1.0 File', '1 Text'])
    await expect.poll(() => announcement(page)).toBe('File is now in Category, position 1 of 1.')
    await expect.poll(() => row(page, '0.1.0').evaluate(element => element === document.activeElement)).toBe(true)
    // Out again and back in, from the row that kept the focus.
    await press(row(page, '0.1.0'), 'Alt+ArrowLeft')
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.1 Category', '1 File', '2 Text'])
    await expect.poll(() => announcement(page)).toBe('File is now in Vertical layout, position 2 of 3.')
    await press(row(page, '1'), 'Alt+ArrowRight')
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.1 Category', '0.1.0 File', '1 Text'])

    // Canvas: the Text's frame, Alt+→ into the same tab (after the File), then Alt+↑ before it.
    await press(frameButton(page, '1'), 'Alt+ArrowRight')
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.1 Category', '0.1.0 File', '0.1.1 Text'])
    await expect.poll(() => announcement(page)).toBe('Text is now in Category, position 2 of 2.')
    // A move that cannot be made says so.
    await press(row(page, '0.1.0'), 'Alt+ArrowUp')
    await expect.poll(() => announcement(page)).toBe('File cannot move there.')
    await press(row(page, '0.1.1'), 'Alt+ArrowLeft')
    await press(row(page, '1'), 'Alt+ArrowUp')
    await expect.poll(() => outline(page)).toEqual(['0 Text', '1 Categorization', '1.0 Category 1', '1.1 Category', '1.1.0 File'])
    // Text above the Categorization: Alt+→ puts it first in its first tab, the one below.
    await press(row(page, '0'), 'Alt+ArrowRight')
    await expect.poll(() => outline(page)).toEqual(['0 Categorization', '0.0 Category 1', '0.0.0 Text', '0.1 Category', '0.1.0 File'])
    await expect.poll(() => announcement(page)).toBe('Text is now in Category 1, position 1 of 1.')

    expect(await previewTabs(page)).toEqual([['Text'], ['File']])
    await page.screenshot({ path: `${screenshotDir}/builder-drops-keyboard-1440.png` })
    console.log(`drops by keyboard: ${actions} actions`)
  }, 240_000)

  it('by mouse: a field dropped into the empty second step of a stepper on the canvas', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await page.locator('[data-testid=form-builder]').waitFor()
    const steps = { type: 'Categorization', options: { variant: 'stepper' }, elements: [{ type: 'Category', label: 'About you', elements: [] }, { type: 'Category', label: 'Documents', elements: [] }] }
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await page.locator('[data-testid=builder-import] textarea').fill(JSON.stringify({ schema: { type: 'object', properties: {} }, uischema: { type: 'VerticalLayout', elements: [steps] } }))
    await page.locator('[data-testid=builder-import]').getByRole('button', { name: 'Import', exact: true }).click()
    await expect.poll(() => outline(page)).toEqual(['0 Stepper', '0.0 About you', '0.1 Documents'])
    // The second step opened on the canvas, then a File dragged onto its empty panel.
    await frame(page, '0').getByRole('button', { name: /Documents/ }).first().click()
    const panel = frame(page, '0').locator('[data-category-index="1"]')
    await panel.waitFor()
    await drag(page, page.locator('[data-entry="file"]'), panel, async () => {
      await page.locator('[data-canvas-drop-indicator]').waitFor()
    })
    await expect.poll(() => outline(page)).toEqual(['0 Stepper', '0.0 About you', '0.1 Documents', '0.1.0 File'])
    await expect.poll(() => announcement(page)).toBe('File is now in Documents, position 1 of 1.')
  }, 180_000)
})
