import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { type WatchedPage, launchChromium, openWatchedPage } from './browser'
import { type StaticServer, serveStatic } from './staticServer'

const distDir = fileURLToPath(new URL('../playground/dist', import.meta.url))
export const screenshotDir = fileURLToPath(new URL('../artifacts/screenshots', import.meta.url))

/** What a test of the built playground uses: its address and a watched page. */
export interface GallerySuite {
  /** `http://127.0.0.1:<port>` of the built playground. */
  readonly url: string
  /** Opens a fresh page at `<url>/<path>` (a hash route, or `index.html?embed#…`), at an optional viewport size; a test may open several. */
  openPage: (path?: string, viewport?: { width: number, height: number }) => Promise<Page>
  /** Console errors the current test expects, e.g. AJV's own log of a schema it cannot compile. */
  expectConsoleErrors: (...patterns: RegExp[]) => void
}

/**
 * Serves the built playground and launches Chromium for the suite. Every test fails on a request
 * that leaves 127.0.0.1, an unexpected console error or an uncaught exception.
 */
export function useGallerySuite(): GallerySuite {
  let server: StaticServer
  let browser: Browser
  let current: WatchedPage[] = []
  let expected: RegExp[] = []

  beforeAll(async () => {
    server = await serveStatic(distDir)
    browser = await launchChromium()
    await mkdir(screenshotDir, { recursive: true })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  afterEach(async () => {
    const watched = current
    const allowed = expected
    current = []
    expected = []
    await Promise.all(watched.map(page => page.close()))
    expect(watched.flatMap(page => page.blockedRequests), 'requests that left 127.0.0.1').toEqual([])
    const unexpected = watched.flatMap(page => page.consoleErrors).filter(message => !allowed.some(pattern => pattern.test(message)))
    expect(unexpected, 'console errors').toEqual([])
    expect(watched.flatMap(page => page.pageErrors), 'uncaught page errors').toEqual([])
  })

  return {
    get url() {
      return server.url
    },
    async openPage(path = '', viewport) {
      const watched = await openWatchedPage(browser, server.url)
      current.push(watched)
      if (viewport)
        await watched.page.setViewportSize(viewport)
      await watched.page.goto(`${server.url}/${path}`)
      return watched.page
    },
    expectConsoleErrors(...patterns) {
      expected = patterns
    },
  }
}
