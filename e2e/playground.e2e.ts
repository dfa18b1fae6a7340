import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { examples } from '../playground/examples'
import { type WatchedPage, launchChromium, openWatchedPage } from './browser'
import { type StaticServer, serveStatic } from './staticServer'

const distDir = fileURLToPath(new URL('../playground/dist', import.meta.url))
const screenshotDir = fileURLToPath(new URL('../artifacts/screenshots', import.meta.url))

let server: StaticServer
let browser: Browser
let current: WatchedPage | undefined
/** Console errors a test expects, e.g. AJV's own log of a schema it cannot compile. */
let expectedConsoleErrors: RegExp[] = []
const ajvCompileLog = /^Error compiling schema/

beforeAll(async () => {
  server = await serveStatic(distDir)
  browser = await launchChromium()
  await mkdir(screenshotDir, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

// Every test fails on an outside request, a console error or an uncaught exception.
afterEach(async () => {
  const watched = current
  const expected = expectedConsoleErrors
  current = undefined
  expectedConsoleErrors = []
  await watched?.close()
  expect(watched?.blockedRequests, 'requests that left 127.0.0.1').toEqual([])
  const unexpected = watched?.consoleErrors.filter(message => !expected.some(pattern => pattern.test(message)))
  expect(unexpected, 'console errors').toEqual([])
  expect(watched?.pageErrors, 'uncaught page errors').toEqual([])
})

/** Opens the built gallery at a hash route and waits until the example's form is on screen. */
async function open(hash = ''): Promise<Page> {
  current = await openWatchedPage(browser, server.url)
  await current.page.goto(`${server.url}/${hash}`)
  await current.page.locator('[data-testid=form-card] [data-slot=body] > *').first().waitFor()
  await current.page.waitForFunction(() => window.pendingRendererChunks() === 0)
  return current.page
}

const dataPanel = (page: Page): Locator => page.getByTestId('data-panel')

async function shownData(page: Page): Promise<unknown> {
  return JSON.parse(await dataPanel(page).innerText())
}

describe('playground gallery', () => {
  it('loads with the navigation, the first example and bundled icons', async () => {
    const page = await open()
    await expect.poll(() => page.locator('nav[aria-label=Examples] a').count()).toBe(examples.length)
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

    await page.goto(`${server.url}/#/example/readonly-config`)
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
    expect(await page.getByText('must be string').count()).toBe(1)
    expect(await page.getByText('must be number').count()).toBe(1)
    await page.getByLabel('A healthy field still works').pressSequentially('fine')
    await expect.poll(() => shownData(page)).toMatchObject({ name: 42, age: 'forty', ok: 'fine' })
  })

  it('keeps a form with a broken schema or data of the wrong type usable, with a notice', async () => {
    expectedConsoleErrors = [ajvCompileLog]
    const page = await open('#/example/broken-schema')
    await expect.poll(() => page.getByTestId('form-notice').innerText()).toContain("can't resolve reference #/definitions/address")
    await page.getByLabel('Name').fill('Ada Lovelace')
    await expect.poll(() => shownData(page)).toEqual({ name: 'Ada Lovelace' })
    await page.locator('nav a[href="#/example/wrong-data-type"]').click()
    await expect.poll(() => page.getByTestId('form-notice').innerText()).toContain('The form data as a whole must be object')
    expect(await page.getByLabel('City').count()).toBe(1)
  })

  it('shows the example alone in embed mode, as the guide frames it', async () => {
    current = await openWatchedPage(browser, server.url)
    const page = current.page
    await page.goto(`${server.url}/index.html?embed#/example/number`)
    await page.locator('[data-example="number"] [data-testid=form-card] [data-slot=body] > *').first().waitFor()
    expect(await page.locator('nav[aria-label=Examples]').count()).toBe(0)
    expect(await page.locator('header').count()).toBe(0)
    expect(await dataPanel(page).count()).toBe(1)
  })

  it('renders every example from the navigation, with a screenshot of each', async () => {
    expectedConsoleErrors = [ajvCompileLog]
    const page = await open()
    for (const example of examples) {
      await page.locator(`nav a[href="#/example/${example.id}"]`).click()
      await page.locator(`[data-example="${example.id}"] [data-testid=form-card] [data-slot=body] > *`).first().waitFor()
      await page.waitForFunction(() => window.pendingRendererChunks() === 0)
      await page.screenshot({ path: `${screenshotDir}/${example.id}.png`, fullPage: true })
    }
    expect(new URL(page.url()).hash).toBe(`#/example/${examples.at(-1)?.id}`)
  })
})
