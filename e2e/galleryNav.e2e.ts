import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { foldedByDefault } from '../playground/composables/exampleFilter'
import { examples } from '../playground/examples'
import { screenshotDir, useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()
const phone = { width: 390, height: 844 }
const folded = examples.filter(example => example.group === foldedByDefault)

async function open(hash: string, viewport?: { width: number, height: number }): Promise<Page> {
  const page = await suite.openPage(hash, viewport)
  await page.locator('[data-testid=form-card] [data-slot=body] > *').first().waitFor()
  await page.waitForFunction(() => window.pendingRendererChunks() === 0)
  return page
}

const nav = (page: Page) => page.locator('nav[aria-label=Examples]')
const filter = (page: Page) => page.getByRole('searchbox', { name: 'Filter examples' })
/** A group's fold button, named by the group and its count of examples ("Text 3"). */
const groupButton = (page: Page, name: string) => nav(page).getByRole('button', { name: new RegExp(`^${name} \\d+$`) })

describe('gallery navigation', () => {
  it('folds the JSON Forms examples until opened, and keeps every other group open', async () => {
    const page = await open('#/example/text')
    expect(await groupButton(page, foldedByDefault).getAttribute('aria-expanded')).toBe('false')
    expect(await groupButton(page, 'Text').getAttribute('aria-expanded')).toBe('true')
    expect(await nav(page).locator(`a[href="#/example/${folded[0].id}"]`).count()).toBe(0)

    await groupButton(page, foldedByDefault).click()
    await expect.poll(() => nav(page).locator(`a[href^="#/example/jsonforms-"]`).count()).toBe(folded.length)
    await groupButton(page, 'Text').click()
    await expect.poll(() => nav(page).locator('a[href="#/example/password"]').count()).toBe(0)
  })

  it('opens the folded group when the example shown is inside it', async () => {
    const page = await open(`#/example/${folded[0].id}`)
    expect(await groupButton(page, foldedByDefault).getAttribute('aria-expanded')).toBe('true')
    expect(await nav(page).locator(`a[href="#/example/${folded[0].id}"]`).getAttribute('aria-current')).toBe('page')
  })

  it('filters by title and by family, unfolding the groups it matches in, and says when nothing matches', async () => {
    const page = await open('#/example/text')
    await filter(page).fill('dates')
    // Every example of the Dates family, found by its group name whatever its title, and those titled so.
    const dates = examples.filter(example => example.group === 'Dates' || /dates/i.test(example.title))
    await expect.poll(() => nav(page).locator('a').count()).toBe(dates.length)
    expect(await nav(page).locator('a[href="#/example/dates-pattern"]').count()).toBe(1)

    const person = folded.find(example => /person/i.test(example.title))
    expect(person, 'a JSON Forms example titled "Person"').toBeDefined()
    await filter(page).fill('person')
    await expect.poll(() => groupButton(page, foldedByDefault).getAttribute('aria-expanded')).toBe('true')
    expect(await nav(page).locator(`a[href="#/example/${person?.id}"]`).isVisible()).toBe(true)

    await filter(page).fill('no such example anywhere')
    await expect.poll(() => page.getByTestId('examples-filter-status').innerText()).toContain('No example matches')
    expect(await nav(page).locator('a').count()).toBe(0)

    await filter(page).press('Escape')
    await expect.poll(() => groupButton(page, foldedByDefault).getAttribute('aria-expanded')).toBe('false')
    expect(await nav(page).locator('a[href="#/example/text"]').count()).toBe(1)
  })

  it('renders inline code of a description as code elements, not as backticks', async () => {
    const page = await open('#/example/boolean')
    const description = page.getByTestId('example-description')
    expect(await description.locator('code').count()).toBeGreaterThan(0)
    expect(await description.locator('code').first().innerText()).toBe('toggle: true')
    expect(await description.innerText()).not.toContain('`')
  })

  it('shows dates in English: segments and calendar', async () => {
    const page = await open('#/example/showcase')
    const input = page.getByTestId('date-input').first()
    expect(await input.innerText()).toMatch(/mm\s*\/\s*dd\s*\/\s*yyyy/)
    await page.getByTestId('date-open-calendar').first().click()
    const calendar = page.getByTestId('date-calendar')
    await calendar.waitFor()
    expect(await calendar.innerText()).toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/)
  })

  it('wraps the rich-text toolbar on a phone instead of cutting it', async () => {
    const page = await open('#/example/editor', phone)
    const toolbar = page.getByTestId('editor-toolbar').first()
    const box = await toolbar.boundingBox()
    // Every command sits inside the toolbar's box, on as many rows as it takes.
    const buttons = await toolbar.locator('button').evaluateAll(elements => elements.map(element => element.getBoundingClientRect().right))
    expect(buttons.length).toBeGreaterThan(5)
    expect(Math.max(...buttons)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 0.5)
    expect(await toolbar.evaluate(element => element.scrollWidth <= element.clientWidth)).toBe(true)
  })

  it.each([
    ['light', { width: 1280, height: 900 }],
    ['dark', { width: 1280, height: 900 }],
    ['phone', phone],
  ] as const)('is screenshotted with the filter in use (%s)', async (name, viewport) => {
    const page = await suite.openPage('', viewport)
    if (name === 'dark')
      await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`${suite.url}/#/example/dates`)
    await page.locator('[data-example=dates] [data-testid=form-card] [data-slot=body] > *').first().waitFor()
    if (name === 'phone')
      await page.getByTestId('examples-toggle').click()
    await filter(page).fill('date')
    await expect.poll(() => nav(page).locator('a').count()).toBeGreaterThan(0)
    await page.waitForFunction(() => window.pendingRendererChunks() === 0)
    await page.screenshot({ path: `${screenshotDir}/gallery-filter-${name}.png` })
  })
})
