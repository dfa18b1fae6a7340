import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openWatchedPage } from './browser'
import { serveDocs } from './docsServer'
import type { StaticServer } from './staticServer'

/**
 * The docs load with no console warning or error at all (AJV's "unknown format", Vue's warnings,
 * failed requests…), live examples included. Every gallery example of the playground is held to
 * the same in the accessibility pass (`a11y.e2e.ts`), which visits each of them anyway.
 */
let browser: Browser
const servers: StaticServer[] = []

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map(server => server.close()))
})

/** Runs `visit` in a fresh page of `server` and returns every warning, error, failed request and exception it caused. */
async function noiseOf(server: StaticServer, visit: (page: Page) => Promise<void>): Promise<string[]> {
  const watched = await openWatchedPage(browser, server.url)
  const noise: string[] = []
  // Warnings are not recorded by the shared helper, which only fails on errors. Frames' messages come here too.
  watched.page.on('console', (message) => {
    if (message.type() === 'warning')
      noise.push(`warning at ${watched.page.url()}: ${message.text()}`)
  })
  try {
    await visit(watched.page)
  }
  finally {
    await watched.close()
  }
  return [
    ...noise,
    ...watched.consoleErrors.map(text => `error: ${text}`),
    ...watched.pageErrors.map(text => `exception: ${text}`),
    ...watched.blockedRequests.map(url => `request off 127.0.0.1: ${url}`),
  ]
}

describe('a quiet console', () => {
  it('in the docs, on the home page and a guide page with live examples', async () => {
    const server = await serveDocs()
    servers.push(server)
    const noise = await noiseOf(server, async (page) => {
      for (const path of ['/', '/en/guide/dates.html']) {
        await page.goto(`${server.url}${path}`)
        // Every live example of the page has loaded, sized itself and fetched its lazy controls
        // (frames load when scrolled to).
        const frames = page.locator('.live-example iframe')
        await frames.first().waitFor()
        for (const frame of await frames.all()) {
          await frame.scrollIntoViewIfNeeded()
          await frame.and(page.locator('[data-sized=true]')).waitFor()
          const inner = await (await frame.elementHandle())?.contentFrame()
          await inner?.waitForFunction(() => window.pendingRendererChunks() === 0)
        }
      }
    })
    expect(noise).toEqual([])
  })
})
