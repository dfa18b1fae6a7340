import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()
const draftKey = 'nuxt-ui-jsonforms:builder-draft'

/** A form of one field whose `enum` holds `count` values. */
function longEnum(count: number) {
  return {
    schema: { type: 'object', properties: { country: { type: 'string', enum: Array.from({ length: count }, (_, index) => `Country ${index}`) } } },
    uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/country' }] },
    data: {},
  }
}

const toolbar = (page: Page) => page.locator('[data-testid=form-builder] [role=toolbar]')

async function importText(page: Page, text: string): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Import' }).click()
  await page.locator('[data-testid=builder-import] textarea').fill(text)
  await page.locator('[data-testid=builder-import]').getByRole('button', { name: 'Import' }).click()
}

describe('forms too big for the builder, in Chromium', () => {
  it('refuses an import of a 10 000-value enum with the limit and its size, keeps a working toolbar, and sets aside such a draft', async () => {
    const page = await suite.openPage('#/builder')
    await toolbar(page).waitFor()
    await page.locator('[data-entry="text"]').click()
    await importText(page, JSON.stringify(longEnum(10_000)))
    await expect.poll(() => page.locator('[data-testid=builder-import] [role=alert]').textContent()).toContain('a list of 10000 items (at schema.properties.country.enum), more than the 5000 the builder can show')
    // The toolbar answers: the Import panel closes, undo removes the text field added before.
    await toolbar(page).getByRole('button', { name: 'Import' }).click()
    await expect.poll(() => page.locator('[data-testid=builder-import]').count()).toBe(0)
    await toolbar(page).getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => page.locator('[data-builder-tree] [data-tree-row]').count()).toBe(1)

    const raw = JSON.stringify(longEnum(10_000))
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [draftKey, raw])
    await page.reload()
    await toolbar(page).waitFor()
    await expect.poll(() => page.locator('[data-notice=draft]').textContent()).toContain('a list of 10000 items')
    expect(await page.locator('[data-notice=draft]').getByRole('button', { name: 'Download' }).count()).toBe(1)
    expect(await page.evaluate(key => localStorage.getItem(`${key}:set-aside`), draftKey)).toBe(raw)
  })

  it('selects a field of 2 000 choices and edits it in the inspector: its default chosen from a searchable menu, its title shown on the canvas', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await toolbar(page).waitFor()
    await importText(page, JSON.stringify(longEnum(2_000)))
    await page.locator('[data-builder-tree] [data-path="0"] > div [data-tree-row]').click()
    const inspector = page.locator('[data-testid=builder-inspector]')
    await expect.poll(() => inspector.getByLabel('Choices', { exact: true }).inputValue()).toBe('2000')
    expect(await page.locator('[data-testid=builder-render-failed]').count()).toBe(0)

    await inspector.getByLabel('Title', { exact: true }).fill('Country of birth')
    await expect.poll(() => page.locator('[data-testid=builder-canvas] [data-path="country"] label').textContent()).toContain('Country of birth')

    // The default among the 2 000 choices: the menu opens, filters as typed, and takes the one chosen.
    await inspector.locator('[data-path="field.default"] button').first().click()
    await page.getByRole('option').first().waitFor()
    await page.locator('input[role="combobox"]').last().fill('Country 1998')
    await page.getByRole('option', { name: 'Country 1998', exact: true }).click()
    await expect.poll(() => inspector.locator('[data-path="field.default"] button').first().textContent()).toContain('Country 1998')
    await toolbar(page).getByRole('button', { name: 'Export' }).click()
    const exported = JSON.parse((await page.locator('[data-testid=builder-export-json]').textContent())!)
    expect(exported.schema.properties.country).toMatchObject({ title: 'Country of birth', default: 'Country 1998' })
    expect(exported.schema.properties.country.enum).toHaveLength(2_000)
  }, 180_000)

  it('draws a form of 2 000 fields on the canvas near the view only, and the outline\'s icons near its view: a field selected in the outline is scrolled to, drawn and edited', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    await toolbar(page).waitFor()
    const keys = Array.from({ length: 2_000 }, (_, index) => `f${index}`)
    await importText(page, JSON.stringify({
      schema: { type: 'object', properties: Object.fromEntries(keys.map((key, index) => [key, { type: 'string', title: `Field ${index}` }])) },
      uischema: { type: 'VerticalLayout', elements: keys.map(key => ({ type: 'Control', scope: `#/properties/${key}` })) },
    }))
    const frames = page.locator('[data-testid=builder-canvas] [data-canvas-path]')
    const drawn = page.locator('[data-testid=builder-canvas] [data-canvas-path] [data-path]')
    await expect.poll(() => frames.count(), { timeout: 60_000 }).toBe(2_000)
    await expect.poll(() => drawn.count()).toBeGreaterThan(0)
    expect(await drawn.count()).toBeLessThan(200)

    // The outline draws every row, and the icons of the rows near its view only.
    const farRows = page.locator('[data-builder-tree] [data-tree-far]')
    expect(await page.locator('[data-builder-tree] [data-tree-row]').count()).toBe(2_001)
    await expect.poll(() => farRows.count()).toBeGreaterThan(1_800)
    expect(await page.locator('[data-builder-tree] [data-tree-line]:not([data-tree-far]) [data-tree-row] svg').count()).toBeGreaterThan(0)

    await page.locator('[data-builder-tree] [data-path="1500"] > div [data-tree-row]').click()
    await expect.poll(() => page.locator('[data-builder-tree] [data-path="1500"] > [data-tree-far]').count()).toBe(0)
    const field = page.locator('[data-testid=builder-canvas] [data-path="f1500"]')
    await expect.poll(() => field.isVisible(), { timeout: 60_000 }).toBe(true)
    await page.locator('[data-testid=builder-inspector]').getByLabel('Title', { exact: true }).fill('Renamed far down')
    await expect.poll(() => field.locator('label').textContent(), { timeout: 60_000 }).toContain('Renamed far down')
    // Scrolled back to the top, the first fields are drawn again.
    await frames.first().scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('[data-testid=builder-canvas] [data-path="f0"] label').textContent(), { timeout: 60_000 }).toContain('Field 0')
  }, 300_000)
})
