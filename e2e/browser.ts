import { type Browser, type Page, chromium } from 'playwright-core'

/** Flags verified for Debian Chromium running as root in CI (see TOOLCHAIN.md). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Playwright launches headless with a fresh temporary profile of its own (a `--user-data-dir`
 * argument is refused by `launch`).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs })
}

/** A page plus what went wrong while it ran; the suite asserts every list is empty. */
export interface WatchedPage {
  page: Page
  /** Requests to anywhere but the local server: aborted, and a failure. */
  blockedRequests: string[]
  consoleErrors: string[]
  pageErrors: string[]
  close: () => Promise<void>
}

/** Opens a page in its own context that may only talk to `origin`; every other request is aborted and recorded. */
export async function openWatchedPage(browser: Browser, origin: string): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  // Waits are for conditions; a busy machine (a cold dev server, both cores taken) gets the time it needs.
  page.setDefaultTimeout(120_000)
  const watched: WatchedPage = { page, blockedRequests: [], consoleErrors: [], pageErrors: [], close: () => context.close() }
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (new URL(url).origin === origin)
      return route.continue()
    watched.blockedRequests.push(url)
    return route.abort('blockedbyclient')
  })
  page.on('console', (message) => {
    if (message.type() === 'error')
      watched.consoleErrors.push(message.text())
  })
  page.on('pageerror', error => watched.pageErrors.push(error.stack ?? error.message))
  return watched
}

/**
 * Renders every layout item at once. The layouts leave items out of view unrendered
 * (`content-visibility: auto`) until they are scrolled near; a check that reads the whole page in
 * one go (axe's colour contrast hit-tests, `innerText`) would otherwise see them as absent. A
 * visitor sees each item drawn with the same colours and text when it scrolls into view.
 */
export function renderEveryItem(page: Page): Promise<unknown> {
  return page.addStyleTag({ content: '* { content-visibility: visible !important }' })
}
