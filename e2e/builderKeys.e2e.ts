import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

const row = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-tree-row]`)
const inspectorField = (page: Page, label: string): Locator => page.locator('[data-testid=builder-inspector]').getByLabel(label, { exact: true })
/** The keys of the exported schema, from the Export panel. */
async function exportedKeys(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Export' }).click()
  const shown = JSON.parse((await page.locator('[data-testid=builder-export-json]').textContent())!)
  await page.getByRole('button', { name: 'Export' }).click()
  return Object.keys(shown.schema.properties)
}

describe('builder keys', () => {
  it('a key follows its title after a reload until it is edited by hand, by mouse and by keyboard', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await page.locator('[data-testid=form-builder]').waitFor()
    for (const entry of ['text', 'file', 'number'])
      await page.locator(`[data-entry="${entry}"]`).click()
    // The File's key edited by hand: it stays, whatever its title.
    await row(page, '1').click()
    await inspectorField(page, 'Key').fill('cv')
    await expect.poll(() => exportedKeys(page)).toEqual(['text', 'cv', 'number'])

    await page.reload()
    await page.locator('[data-testid=form-builder]').waitFor()
    // By mouse: the Text retitled, its key follows.
    await row(page, '0').click()
    await inspectorField(page, 'Title').fill('Full name')
    await expect.poll(() => inspectorField(page, 'Key').inputValue()).toBe('fullName')
    await row(page, '1').click()
    await inspectorField(page, 'Title').fill('Curriculum vitae')
    await expect.poll(() => page.locator('[data-builder-tree] [data-path="1"] [data-tree-title]').textContent()).toBe('Curriculum vitae')
    expect(await inspectorField(page, 'Key').inputValue()).toBe('cv')

    // By keyboard, after another reload: the Number selected from its row, its title typed.
    await page.reload()
    await page.locator('[data-testid=form-builder]').waitFor()
    await row(page, '2').focus()
    await page.keyboard.press('Enter')
    await inspectorField(page, 'Title').focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Years of experience')
    await expect.poll(() => inspectorField(page, 'Key').inputValue()).toBe('yearsOfExperience')
    expect(await exportedKeys(page)).toEqual(['fullName', 'cv', 'yearsOfExperience'])
  }, 180_000)
})
