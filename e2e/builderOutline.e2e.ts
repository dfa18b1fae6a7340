import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshotDir, useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

const row = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-tree-row]`)
const inspectorField = (page: Page, label: string): Locator => page.locator('[data-testid=builder-inspector]').getByLabel(label, { exact: true })

interface Box { x: number, y: number, width: number, height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5

/**
 * Every row of the outline: its name's box against the boxes of the row's buttons (none may cover
 * it), and each button wholly inside the outline's card (none cut off). Gives what is wrong.
 */
async function outlineProblems(page: Page): Promise<string[]> {
  return page.locator('[data-testid=builder-outline]').evaluate((card) => {
    const box = (element: Element) => element.getBoundingClientRect()
    const cardBox = box(card)
    const problems: string[] = []
    for (const line of card.querySelectorAll('[data-tree-line]')) {
      const name = line.querySelector('[data-tree-title]')!
      const nameBox = box(name)
      const title = name.textContent!.trim()
      if (nameBox.width < 24)
        problems.push(`${title}: its name is ${nameBox.width}px wide`)
      for (const button of line.querySelectorAll('button:not([data-tree-row]), [data-drag-handle]')) {
        const buttonBox = box(button)
        if (nameBox.left < buttonBox.right && buttonBox.left < nameBox.right && nameBox.top < buttonBox.bottom && buttonBox.top < nameBox.bottom)
          problems.push(`${title}: ${button.getAttribute('aria-label') ?? 'the drag handle'} covers its name`)
        if (buttonBox.left < cardBox.left || buttonBox.right > cardBox.right || buttonBox.top < cardBox.top || buttonBox.bottom > cardBox.bottom)
          problems.push(`${title}: ${button.getAttribute('aria-label') ?? 'the drag handle'} is cut off`)
      }
    }
    return problems
  })
}

describe('builder outline', () => {
  it('keeps every name readable and every action whole at 1440 and on a phone; the outline is as tall as its rows', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await page.locator('[data-testid=form-builder]').waitFor()
    // A job application: personal data and documents on two tabs, a group with long titles.
    await page.locator('[data-entry="categorization"]').click()
    await page.locator('[data-entry="category"]').click()
    await row(page, '0.0').click()
    for (const entry of ['text', 'textarea', 'date', 'select'])
      await page.locator(`[data-entry="${entry}"]`).click()
    await row(page, '0.1').click()
    await page.locator('[data-entry="file"]').click()
    await inspectorField(page, 'Title').fill('Curriculum vitae and covering letter, as one PDF file')
    await row(page, '').click()
    await page.locator('[data-entry="group"]').click()
    await page.locator('[data-entry="boolean"]').click()
    await page.locator('[data-entry="text"]').click()
    await inspectorField(page, 'Title').fill('Driving licence number, as printed on the licence')
    const rows = page.locator('[data-builder-tree] [data-tree-line]')
    await expect.poll(() => rows.count()).toBe(12)

    // 1440: the selected row (the long title, deep down) and a hovered one, then every row.
    const tree = page.locator('[data-builder-tree]')
    await row(page, '1.1').hover()
    expect(await outlineProblems(page)).toEqual([])
    await row(page, '0.0.2').hover()
    expect(await page.locator('[data-builder-tree] [data-path="0.0.2"] > div [data-row-menu]').isVisible()).toBe(true)
    expect(await outlineProblems(page)).toEqual([])
    // Its height follows its rows: the whole outline shows, nothing in it scrolls.
    const outlineCard = (await page.locator('[data-testid=builder-outline]').boundingBox())!
    const treeBox = (await tree.boundingBox())!
    expect(inside(treeBox, outlineCard)).toBe(true)
    expect(treeBox.height).toBeGreaterThan(12 * 24)
    expect(await tree.evaluate(element => element.scrollHeight <= element.clientHeight + 1)).toBe(true)
    await page.locator('[data-testid=builder-outline]').screenshot({ path: `${screenshotDir}/builder-outline-1440.png` })

    // The selected row's actions in its menu, reached by Tab from the row; Duplicate from there.
    await row(page, '1.1').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-row-menu'))).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Duplicate', exact: true }).click()
    await expect.poll(() => rows.count()).toBe(13)
    await expect.poll(() => row(page, '1.2').evaluate(element => element === document.activeElement)).toBe(true)

    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await outlineProblems(page), `at ${width}`).toEqual([])
    }

    // A phone: the outline pane; every row checked, the selected one with its menu.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('[data-testid=builder-panes]').getByRole('tab', { name: 'Outline' }).click()
    await row(page, '0.1.0').click()
    expect(await outlineProblems(page)).toEqual([])
    const nameBox = (await page.locator('[data-builder-tree] [data-path="0.1.0"] > div [data-tree-title]').boundingBox())!
    const menuBox = (await page.locator('[data-builder-tree] [data-path="0.1.0"] > div [data-row-menu]').boundingBox())!
    expect(overlaps(nameBox, menuBox)).toBe(false)
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 1 && e.getClientRects().length).slice(0, 5).map(e => `${e.tagName}.${e.className} ${e.getBoundingClientRect().right}`))
    expect(wide).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
    await page.locator('[data-testid=builder-outline]').screenshot({ path: `${screenshotDir}/builder-outline-390.png` })
  }, 240_000)
})
