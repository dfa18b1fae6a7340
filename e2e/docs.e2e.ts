import { mkdir } from 'node:fs/promises'
import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type WatchedPage, launchChromium, openWatchedPage } from './browser'
import { serveDocs } from './docsServer'
import { screenshotDir } from './gallerySuite'
import type { StaticServer } from './staticServer'

/**
 * The built docs site (`npm run docs:build`), served by its own preview configuration: the home
 * page, the live example frames (theme, height) and the page for unknown addresses.
 */
let server: StaticServer
let browser: Browser
let current: WatchedPage | undefined

beforeAll(async () => {
  server = await serveDocs()
  browser = await launchChromium()
  await mkdir(screenshotDir, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

afterEach(async () => {
  const watched = current
  current = undefined
  await watched?.close()
  expect(watched?.blockedRequests, 'requests that left 127.0.0.1').toEqual([])
  expect(watched?.consoleErrors, 'console errors').toEqual([])
  expect(watched?.pageErrors, 'uncaught page errors').toEqual([])
})

const phone = { width: 390, height: 844 }
/** How long a poll may wait for the frame to report: a message round trip, slow on a busy machine. */
const settled = { timeout: 15_000 }
const desktop = { width: 1280, height: 800 }

async function openPage(path: string, viewport = desktop, scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  current = await openWatchedPage(browser, server.url)
  await current.page.setViewportSize(viewport)
  await current.page.emulateMedia({ colorScheme: scheme })
  await current.page.goto(`${server.url}${path}`)
  return current.page
}

/** Waits until the first live example has reported its height, and returns its document. */
async function sizedFrame(page: Page): Promise<Frame> {
  const element = page.locator('.live-example iframe[data-sized=true]').first()
  await element.waitFor()
  const frame = await (await element.elementHandle())?.contentFrame()
  if (!frame)
    throw new Error('the live example has no document')
  await frame.locator('[data-testid=form-card] [data-slot=body] > *').first().waitFor()
  return frame
}

/** The frame shows its whole content: its inner height is at least the content's, so nothing scrolls inside. */
async function innerOverflow(page: Page): Promise<number> {
  return page.locator('.live-example iframe').first().evaluate((frame: HTMLIFrameElement) => {
    const root = frame.contentDocument?.documentElement
    return root ? root.scrollHeight - root.clientHeight : Number.NaN
  })
}

describe('docs site', () => {
  it('sells the library on its home page: a live form, the figures, the ways in', async () => {
    const page = await openPage('/')
    await sizedFrame(page)
    await expect.poll(() => innerOverflow(page), settled).toBe(0)
    const main = page.locator('.home')
    expect(await main.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/en/guide/getting-started.html')
    expect(await main.getByRole('link', { name: 'Browse the gallery' }).getAttribute('href')).toBe('/playground/index.html')
    expect(await main.getByRole('link', { name: 'Open the builder' }).getAttribute('href')).toBe('/playground/index.html#/builder')
    const figures = await main.locator('.figures').innerText()
    for (const figure of ['260×', '75/75', 'axe'])
      expect(figures).toContain(figure)
    // One screen: the live form starts above the fold.
    expect((await page.locator('.live-example iframe').boundingBox())?.y).toBeLessThan(desktop.height)

    await main.getByRole('link', { name: 'Open the builder' }).click()
    await page.getByTestId('builder-view').waitFor()
  })

  it('sizes a live example to its form on a phone, and follows the site theme when it is toggled', async () => {
    const page = await openPage('/en/guide/text.html', phone)
    const frame = await sizedFrame(page)
    await expect.poll(() => innerOverflow(page), settled).toBe(0)
    expect(await frame.locator('html').getAttribute('class')).toContain('light')
    // Stacked on a phone: the data panel sits under the form, inside the frame.
    const form = await frame.getByTestId('form-card').boundingBox()
    const data = await frame.getByTestId('data-panel').boundingBox()
    expect(data?.y).toBeGreaterThan((form?.y ?? 0) + (form?.height ?? 0) - 1)

    await page.setViewportSize(desktop)
    await page.getByRole('switch', { name: /dark theme/i }).first().click()
    await expect.poll(() => frame.locator('html').getAttribute('class'), settled).toContain('dark')
    await page.getByRole('switch', { name: /light theme/i }).first().click()
    await expect.poll(() => frame.locator('html').getAttribute('class'), settled).toContain('light')
    await expect.poll(() => innerOverflow(page), settled).toBe(0)
  })

  it('grows a live example with its form', async () => {
    const page = await openPage('/en/guide/array.html')
    const frame = await sizedFrame(page)
    const before = await page.locator('.live-example iframe').first().evaluate(element => element.clientHeight)
    await frame.getByRole('button', { name: /add/i }).first().click()
    await expect.poll(() => page.locator('.live-example iframe').first().evaluate(element => element.clientHeight), settled).toBeGreaterThan(before)
    await expect.poll(() => innerOverflow(page), settled).toBe(0)
  })

  it('answers an unknown address with its 404 page and ways back', async () => {
    const watched = current = await openWatchedPage(browser, server.url)
    const response = await watched.page.goto(`${server.url}/en/guide/no-such-page.html`)
    expect(response?.status()).toBe(404)
    const notFound = watched.page.getByTestId('not-found')
    await notFound.waitFor()
    expect(await notFound.getByRole('heading', { level: 1 }).innerText()).toBe('This page does not exist')
    expect(await notFound.getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe('/en/guide/getting-started.html')
    expect(await notFound.getByRole('link', { name: 'The gallery of examples' }).getAttribute('href')).toBe('/playground/index.html')
    // The 404 status is what this test asks for: the browser logs it as a failed resource.
    watched.consoleErrors = watched.consoleErrors.filter(message => !/status of 404/.test(message))
  })

  it.each([
    ['light', desktop, 'light'],
    ['dark', desktop, 'dark'],
    ['phone', phone, 'light'],
  ] as const)('is screenshotted: home and a guide page with a live example (%s)', async (name, viewport, scheme) => {
    const page = await openPage('/', viewport, scheme)
    await sizedFrame(page)
    await page.screenshot({ path: `${screenshotDir}/docs-home-${name}.png`, fullPage: true })
    await page.goto(`${server.url}/en/guide/choice.html`)
    await sizedFrame(page)
    // The frame's top just under the site's navigation bar.
    await page.locator('.live-example').first().evaluate(element => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96))
    await page.screenshot({ path: `${screenshotDir}/docs-guide-${name}.png` })
  })
})
