import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshotDir, useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

/** axe-core violations in the builder, with a field selected so that the inspector is filled. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-testid=form-builder]').analyze()
  return results.violations.flatMap(violation => violation.nodes.map(node => `${violation.id} at ${node.target.join(' ')}`))
}

/** The tree's rows, by their visible title, the root layout left out. */
async function treeTitles(page: Page): Promise<string[]> {
  const titles = await page.locator('[data-builder-tree] [data-tree-row] .truncate').allTextContents()
  return titles.slice(1).map(title => title.trim())
}
const row = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-tree-row]`)
const handle = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-drag-handle]`)

/** Drags with the mouse in small steps, as Sortable's fallback mode needs real pointer moves. */
async function drag(page: Page, from: Locator, to: Locator, where: 'above' | 'below'): Promise<void> {
  const start = (await from.boundingBox())!
  const end = (await to.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 })
  const y = where === 'above' ? end.y + 2 : end.y + end.height - 2
  await page.mouse.move(end.x + end.width / 2, y, { steps: 20 })
  await page.mouse.up()
}

describe('form builder in the built playground', () => {
  it('builds a form from the palette, reorders it by drag and drop and by keyboard, edits it, exports it, keeps the draft and returns', async () => {
    const page = await suite.openPage(`#/builder?return=${encodeURIComponent('#/example/text')}`)
    await page.locator('[data-testid=form-builder]').waitFor()

    for (const entry of ['text', 'number', 'boolean'])
      await page.locator(`[data-entry="${entry}"]`).click()
    expect(await treeTitles(page)).toEqual(['Text', 'Number', 'Checkbox'])

    // Drag and drop: the checkbox to the top.
    await drag(page, handle(page, '2'), row(page, '0'), 'above')
    await expect.poll(() => treeTitles(page)).toEqual(['Checkbox', 'Text', 'Number'])

    // Keyboard: the number up by one, the focus staying on its row.
    await row(page, '2').focus()
    await page.keyboard.press('Alt+ArrowUp')
    await expect.poll(() => treeTitles(page)).toEqual(['Checkbox', 'Number', 'Text'])
    expect(await row(page, '1').evaluate(element => element === document.activeElement)).toBe(true)

    // Inspector: a placeholder on the text field; the preview follows.
    await row(page, '2').click()
    const inspector = page.locator('[data-testid=builder-inspector]')
    await inspector.getByLabel('Placeholder', { exact: true }).fill('Your name')
    const previewText = page.locator('[data-testid=builder-preview] input[placeholder="Your name"]')
    await previewText.waitFor()
    await previewText.fill('Ada')
    await expect.poll(() => page.locator('[data-testid=builder-data]').textContent()).toContain('"text": "Ada"')
    await page.screenshot({ path: `${screenshotDir}/builder.png`, fullPage: true })
    expect(await axeViolations(page)).toEqual([])

    // Export: the JSON shown, and the downloaded file with the same content.
    await page.getByRole('button', { name: 'Export' }).click()
    const shown = JSON.parse((await page.locator('[data-testid=builder-export-json]').textContent())!)
    expect(Object.keys(shown.schema.properties)).toEqual(['text', 'number', 'boolean'])
    expect(shown.uischema.elements.map((element: { scope: string }) => element.scope)).toEqual(['#/properties/boolean', '#/properties/number', '#/properties/text'])
    expect(shown.uischema.elements[2].options).toEqual({ placeholder: 'Your name' })
    expect(shown.data).toEqual({ text: 'Ada' })
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
    expect(download.suggestedFilename()).toBe('form.json')
    expect(JSON.parse(await readFile((await download.path())!, 'utf8'))).toEqual(shown)

    // The draft survives a reload.
    await page.reload()
    await page.locator('[data-testid=form-builder]').waitFor()
    expect(await treeTitles(page)).toEqual(['Checkbox', 'Number', 'Text'])
    await page.locator('[data-testid=builder-preview] input[placeholder="Your name"]').waitFor()
    await expect.poll(() => page.locator('[data-testid=builder-data]').textContent()).toContain('"text": "Ada"')

    // The way back to the gallery.
    await page.getByRole('link', { name: 'Back to gallery' }).click()
    await page.locator('[data-example="text"]').waitFor()
    expect(new URL(page.url()).hash).toBe('#/example/text')
  })

  it('opens a gallery example in the builder, and on a phone stacks its panels', async () => {
    const page = await suite.openPage('#/example/radio', { width: 390, height: 844 })
    await page.locator('[data-testid=form-card]').waitFor()
    await page.getByRole('link', { name: 'Open in builder' }).click()
    await page.locator('[data-testid=form-builder]').waitFor()
    expect((await treeTitles(page)).length).toBeGreaterThan(0)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'no sideways scrolling on a phone').toBeLessThanOrEqual(390)
    await page.screenshot({ path: `${screenshotDir}/builder-phone.png`, fullPage: true })
  })
})
