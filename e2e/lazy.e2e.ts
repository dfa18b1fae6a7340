import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openWatchedPage } from './browser'
import { type StaticServer, serveStatic } from './staticServer'

const distDir = fileURLToPath(new URL('../playground/dist', import.meta.url))
/** The chunk of each lazy family's components, by file name. */
const lazyChunks = { dates: /\/(DateControl|CalendarControl)-[\w-]+\.js$/, upload: /\/UploadControl-[\w-]+\.js$/, autocomplete: /\/AutocompleteControl-[\w-]+\.js$/, editor: /\/EditorControl-[\w-]+\.js$/ }
type Family = keyof typeof lazyChunks

let server: StaticServer
let browser: Browser

beforeAll(async () => {
  server = await serveStatic(distDir)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** Opens one example in a fresh page and returns the lazy family chunks it fetched, with their gzip size. */
async function chunksFetchedBy(exampleId: string): Promise<Map<Family, number>> {
  const watched = await openWatchedPage(browser, server.url)
  const fetched = new Map<Family, number>()
  const bodies: Promise<void>[] = []
  watched.page.on('response', (response) => {
    const family = (Object.keys(lazyChunks) as Family[]).find(name => lazyChunks[name].test(response.url()))
    if (family)
      bodies.push(response.body().then((body) => { fetched.set(family, (fetched.get(family) ?? 0) + gzipSync(body).length) }))
  })
  try {
    await watched.page.goto(`${server.url}/#/example/${exampleId}`)
    await watched.page.locator(`[data-example="${exampleId}"] [data-testid=form-card] [data-slot=body] > *`).first().waitFor()
    await watched.page.waitForFunction(() => window.pendingRendererChunks() === 0)
    await Promise.all(bodies)
  }
  finally {
    await watched.close()
  }
  expect(watched.blockedRequests).toEqual([])
  return fetched
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB gzip`

describe('lazy families in the built playground', () => {
  it('fetches none of their chunks for a form of text fields', async () => {
    expect([...(await chunksFetchedBy('text')).keys()]).toEqual([])
  })

  it.each([
    ['dates', 'dates'],
    ['upload', 'upload'],
    ['autocomplete', 'autocomplete'],
    ['editor', 'editor'],
  ] as const)('fetches only its own chunk for the %s example', async (exampleId, family) => {
    const fetched = await chunksFetchedBy(exampleId)
    expect([...fetched.keys()]).toEqual([family])
    console.log(`${exampleId} example: fetched the ${family} chunk, ${kB(fetched.get(family)!)}`)
  })
})
