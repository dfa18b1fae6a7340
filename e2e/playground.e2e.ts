import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { foldedByDefault } from '../playground/composables/exampleFilter'
import { examples } from '../playground/examples'
import { screenshotDir, useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()
const ajvCompileLog = /^Error compiling schema/

/** A phone in portrait, below Tailwind's `md` breakpoint. */
const phone = { width: 390, height: 844 }

/** Opens the built gallery at a hash route, at an optional viewport size. */
const openPage = (hash = '', viewport?: { width: number, height: number }): Promise<Page> => suite.openPage(hash, viewport)

/** Opens the built gallery at a hash route and waits until the example's form is on screen. */
async function open(hash = '', viewport?: { width: number, height: number }): Promise<Page> {
  const page = await openPage(hash, viewport)
  await page.locator('[data-testid=form-card] [data-slot=body] > *').first().waitFor()
  await page.waitForFunction(() => window.pendingRendererChunks() === 0)
  return page
}

/** axe-core violations inside `selector` (the a11y suite covers the example pages, not the builder or phones). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations.flatMap(violation => violation.nodes.map(node => `${violation.id} at ${node.target.join(' ')}`))
}

const dataPanel = (page: Page): Locator => page.getByTestId('data-panel')

async function shownData(page: Page): Promise<unknown> {
  return JSON.parse(await dataPanel(page).innerText())
}

describe('playground gallery', () => {
  it('loads with the navigation, the first example and bundled icons', async () => {
    const page = await open()
    // One group starts folded: its links are not in the page until it opens.
    await expect.poll(() => page.locator('nav[aria-label=Examples] a').count()).toBe(examples.filter(e => e.group !== foldedByDefault).length)
    expect(await page.locator('[data-example]').getAttribute('data-example')).toBe(examples[0].id)
    // The colour-mode button draws a bundled SVG icon (a fetched icon would be a blocked request).
    expect(await page.locator('header button svg').count()).toBeGreaterThan(0)
  })

  it('switches to dark mode', async () => {
    const page = await open('#/example/text')
    await page.locator('header').getByRole('button', { name: /dark mode/i }).click()
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark')
    await page.screenshot({ path: `${screenshotDir}/dark-mode.png`, fullPage: true })
  })

  it('stores what is typed into a text field', async () => {
    const page = await open('#/example/text')
    await page.getByLabel('Name', { exact: true }).pressSequentially('Ada')
    await expect.poll(() => shownData(page)).toMatchObject({ name: 'Ada', city: 'Paris' })
  })

  it('enforces maxLength with restrict and clears with the clear button', async () => {
    const page = await open('#/example/text')
    await page.getByLabel('Nickname').fill('abcdefghijklmnop')
    await expect.poll(() => shownData(page)).toMatchObject({ nickname: 'abcdefghijkl' })
    await expect.poll(() => page.getByText('12/12').count()).toBe(1)
    await page.getByTestId('clear-button').first().click()
    await expect.poll(async () => (await shownData(page) as Record<string, unknown>).city).toBeUndefined()
  })

  it('stores numbers, not strings, from a number field', async () => {
    const page = await open('#/example/number')
    const age = page.getByLabel('Age')
    await age.fill('42')
    await age.press('Tab')
    await expect.poll(async () => (await shownData(page) as Record<string, unknown>).age).toBe(42)
    expect(await dataPanel(page).innerText()).toContain('"age": 42')
  })

  it('toggles a checkbox and a switch', async () => {
    const page = await open('#/example/boolean')
    await page.getByRole('checkbox', { name: 'Subscribe to the newsletter' }).click()
    await expect.poll(() => shownData(page)).toMatchObject({ newsletter: true })
    await page.getByRole('switch', { name: 'Notifications' }).click()
    await expect.poll(() => shownData(page)).toMatchObject({ newsletter: true, notifications: true })
  })

  it('makes controls read-only from the option, the schema and config', async () => {
    const page = await open('#/example/readonly')
    expect(await page.getByLabel('Id (options.readonly)').getAttribute('readonly')).not.toBeNull()
    expect(await page.getByLabel('Created year (schema readOnly)').isDisabled()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Verified (options.readonly)' }).isDisabled()).toBe(true)
    expect(await page.getByLabel('Comment (editable)').isEditable()).toBe(true)

    await page.goto(`${suite.url}/#/example/readonly-config`)
    await page.locator('[data-example=readonly-config]').waitFor()
    expect(await page.getByLabel('Plan').isEditable()).toBe(false)
    expect(await page.getByLabel('Note (local readonly: false, still read-only)').isEditable()).toBe(false)
  })

  it('applies clearOnHide when a HIDE rule hides fields', async () => {
    const page = await open('#/example/rules')
    await page.getByRole('checkbox', { name: 'I have a pet' }).click()
    await expect.poll(() => shownData(page)).toEqual({ hasPet: false, petSize: 'medium', petNotes: 'Loves long walks.' })
    expect(await page.getByLabel('Pet name').count()).toBe(0)
  })

  it('explains bad input instead of failing', async () => {
    const page = await open('#/example/bad-input')
    const notices = page.getByTestId('unrendered-element')
    await expect.poll(() => notices.count()).toBe(2)
    expect(await notices.nth(0).innerText()).toContain('"#/properties/missing" points to nothing')
    expect(await notices.nth(1).innerText()).toContain('FancyWidget')
    expect(await page.getByLabel('Name (holds the number 42)').inputValue()).toBe('42')
    expect(await page.getByText('Must be text').count()).toBe(1)
    expect(await page.getByText('Must be a number').count()).toBe(1)
    await page.getByLabel('A healthy field still works').pressSequentially('fine')
    await expect.poll(() => shownData(page)).toMatchObject({ name: 42, age: 'forty', ok: 'fine' })
  })

  it('keeps a form with a broken schema or data of the wrong type usable, with a notice', async () => {
    suite.expectConsoleErrors(ajvCompileLog)
    const page = await open('#/example/broken-schema')
    await expect.poll(() => page.getByTestId('form-notice').innerText()).toContain("can't resolve reference #/definitions/address")
    await page.getByLabel('Name').fill('Ada Lovelace')
    await expect.poll(() => shownData(page)).toEqual({ name: 'Ada Lovelace' })
    await page.locator('nav a[href="#/example/wrong-data-type"]').click()
    await expect.poll(() => page.getByTestId('form-notice').innerText()).toContain('The form data as a whole must be object')
    expect(await page.getByLabel('City').count()).toBe(1)
  })

  it('shows the example alone in embed mode, as the guide frames it', async () => {
    const page = await suite.openPage('index.html?embed#/example/number')
    await page.locator('[data-example="number"] [data-testid=form-card] [data-slot=body] > *').first().waitFor()
    expect(await page.locator('nav[aria-label=Examples]').count()).toBe(0)
    expect(await page.locator('header').count()).toBe(0)
    expect(await dataPanel(page).count()).toBe(1)
  })

  it('renders every example from the navigation, with a screenshot of each', async () => {
    suite.expectConsoleErrors(ajvCompileLog)
    const page = await open()
    await page.locator('nav[aria-label=Examples]').getByRole('button', { name: foldedByDefault }).click()
    for (const example of examples) {
      // Each link is followed from the keyboard (focused, then Enter), as a keyboard user follows
      // it: a pointer click is aimed at coordinates, and after the previous example's full-page
      // screenshot it once landed beside the link (the page stayed on the previous example). The
      // pointer's way through the navigation is the navigation suite's (galleryNav.e2e.ts).
      await page.locator(`nav a[href="#/example/${example.id}"]`).focus()
      await page.keyboard.press('Enter')
      // Says whether the link was followed, rather than only that the form never showed.
      await expect.poll(() => new URL(page.url()).hash, { message: `the page after following the link of ${example.id}` }).toBe(`#/example/${example.id}`)
      await page.locator(`[data-example="${example.id}"] [data-testid=form-card] [data-slot=body] > *`).first().waitFor()
      await page.waitForFunction(() => window.pendingRendererChunks() === 0)
      await page.screenshot({ path: `${screenshotDir}/${example.id}.png`, fullPage: true })
    }
    expect(new URL(page.url()).hash).toBe(`#/example/${examples.at(-1)?.id}`)
  }, 300_000) // over a hundred examples, each with a full-page screenshot

  it('keeps the navigation behind a toggle on a phone, with the form on the first screen', async () => {
    const page = await open('#/example/text', phone)
    const nav = page.locator('nav[aria-label=Examples]')
    const toggle = page.getByRole('button', { name: 'Examples', exact: true })
    expect(await nav.isVisible()).toBe(false)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await axeViolations(page, '[data-testid=examples-toggle]')).toEqual([])
    const card = await page.locator('[data-example="text"] [data-testid=form-card]').boundingBox()
    expect(card?.y).toBeLessThan(phone.height)

    await toggle.click()
    await expect.poll(() => nav.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await nav.locator('a[href="#/example/number"]').click()
    await page.locator('[data-example="number"] [data-testid=form-card]').waitFor()
    await expect.poll(() => nav.isVisible()).toBe(false)
    await page.screenshot({ path: `${screenshotDir}/phone.png` })
  })

  it('opens an example in the builder and comes back to it', async () => {
    const page = await open('#/example/number')
    const link = page.getByRole('link', { name: 'Open in builder' })
    expect(await link.getAttribute('href')).toBe('#/builder?example=number&return=%23%2Fexample%2Fnumber')
    await link.click()
    await page.getByTestId('form-builder').waitFor()
    expect(await page.locator('nav[aria-label=Examples]').count()).toBe(0)
    // Once loaded, `example` leaves the URL (a reload keeps the builder's draft); `return` stays.
    await expect.poll(() => new URL(page.url()).hash).toBe('#/builder?return=%23%2Fexample%2Fnumber')
    await page.screenshot({ path: `${screenshotDir}/builder.png`, fullPage: true })
    expect(await axeViolations(page, '[data-testid=builder-bar]')).toEqual([])
    await page.reload()
    await page.getByTestId('form-builder').getByText('Height (m)').first().waitFor()
    expect(new URL(page.url()).hash).toBe('#/builder?return=%23%2Fexample%2Fnumber')

    await page.getByRole('link', { name: 'Back to gallery' }).click()
    await page.locator('[data-example="number"] [data-testid=form-card] [data-slot=body] > *').first().waitFor()
    expect(new URL(page.url()).hash).toBe('#/example/number')
  })

  it('offers the builder from the header, returning to the example on screen', async () => {
    const page = await open('#/example/text')
    await page.locator('header').getByRole('link', { name: 'Builder', exact: true }).click()
    await page.getByTestId('builder-view').waitFor()
    expect(new URL(page.url()).hash).toBe('#/builder?return=%23%2Fexample%2Ftext')
    expect(await page.getByRole('link', { name: 'Back to gallery' }).getAttribute('href')).toBe('#/example/text')
  })

  it('never sends "Back to gallery" to another origin', async () => {
    const first = `#/example/${examples[0].id}`
    const page = await openPage()
    // Encoded as a link would carry them, and the first one unencoded, as typed into the address bar.
    const hostile = ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']
    const hashes = ['#/builder?return=https://evil.example', ...hostile.map(value => `#/builder?return=${encodeURIComponent(value)}`)]
    for (const hash of hashes) {
      await page.goto(`${suite.url}/${hash}`)
      const back = page.getByRole('link', { name: 'Back to gallery' })
      await back.waitFor()
      const href = await back.getAttribute('href')
      expect(href, hash).toBe(first)
      await back.click()
      await page.locator(`[data-example="${examples[0].id}"]`).waitFor()
      expect(new URL(page.url()).origin, hash).toBe(suite.url)
    }
  })
})
