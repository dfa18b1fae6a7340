import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshotDir, useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

/** The outline's rows, by their visible title, the root layout left out. */
async function treeTitles(page: Page): Promise<string[]> {
  const titles = await page.locator('[data-builder-tree] [data-tree-row] [data-tree-title]').allTextContents()
  return titles.slice(1).map(title => title.trim())
}

describe('builder draft', () => {
  it('keeps the draft "Open in builder" replaces, and restores it after a reload', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await page.locator('[data-testid=form-builder]').waitFor()
    await page.locator('[data-entry="text"]').click()
    await page.locator('[data-entry="boolean"]').click()
    await expect.poll(() => treeTitles(page)).toEqual(['Text', 'Checkbox'])

    await page.goto(`${suite.url}/#/example/radio`)
    await page.locator('[data-testid=form-card]').waitFor()
    await page.getByRole('link', { name: 'Open in builder' }).click()
    const notice = page.locator('[data-notice="previous"]')
    await expect.poll(() => notice.textContent()).toContain('Your previous draft was kept')
    const example = await treeTitles(page)
    expect(example).not.toEqual(['Text', 'Checkbox'])
    expect(example.length).toBeGreaterThan(0)
    await page.screenshot({ path: `${screenshotDir}/builder-previous-draft-kept.png` })

    await page.reload()
    await page.locator('[data-testid=form-builder]').waitFor()
    await expect.poll(() => treeTitles(page)).toEqual(example)
    await page.getByRole('button', { name: 'Restore previous draft' }).click()
    await expect.poll(() => treeTitles(page)).toEqual(['Text', 'Checkbox'])
    // The example is the previous draft now: nothing was lost either way.
    await notice.getByRole('button', { name: 'Restore previous draft' }).click()
    await expect.poll(() => treeTitles(page)).toEqual(example)
  })
})
