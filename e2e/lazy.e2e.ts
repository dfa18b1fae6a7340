import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type WatchedPage, launchChromium, openWatchedPage } from './browser'
import { type StaticServer, serveStatic } from './staticServer'

const distDir = fileURLToPath(new URL('../playground/dist', import.meta.url))
/** The chunk of each lazy family's components, by file name. */
const lazyChunks = { dates: /\/(DateControl|CalendarControl)-[\w-]+\.js$/, upload: /\/UploadControl-[\w-]+\.js$/, autocomplete: /\/AutocompleteControl-[\w-]+\.js$/, editor: /\/EditorControl-[\w-]+\.js$/ }
type Family = keyof typeof lazyChunks

let server: StaticServer
let browser: Browser
/** A chunk the server holds back until the test releases it. */
let gate: { chunk: RegExp, released: Promise<void>, held: number } | undefined

beforeAll(async () => {
  server = await serveStatic(distDir, {
    hold: (pathname) => {
      if (!gate?.chunk.test(pathname))
        return undefined
      gate.held++
      return gate.released
    },
  })
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

/**
 * Runs `use` in a fresh page whose requests for `chunk` the server holds until `release` (or the end
 * of `use`), then checks that the page asked for nothing outside and threw nothing.
 */
async function withHeldChunk(chunk: RegExp, use: (watched: WatchedPage, release: () => void) => Promise<void>): Promise<void> {
  const watched = await openWatchedPage(browser, server.url)
  let release!: () => void
  gate = { chunk, released: new Promise<void>((resolve) => { release = resolve }), held: 0 }
  try {
    await use(watched, release)
  }
  finally {
    release()
    gate = undefined
    await watched.close()
  }
  expect(watched.blockedRequests).toEqual([])
  expect(watched.pageErrors).toEqual([])
}

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

/** The boxes of a form's fields (`[data-path]`, a loading field's stand-in included) and of what follows the form. */
async function fieldBoxes(page: Page, exampleId: string): Promise<Record<string, { top: number, height: number }>> {
  return page.evaluate((id) => {
    const card = document.querySelector(`[data-example="${id}"] [data-testid=form-card]`)!
    const boxes: Record<string, { top: number, height: number }> = {}
    for (const field of card.querySelectorAll<HTMLElement>('[data-path]')) {
      const { top, height } = field.getBoundingClientRect()
      boxes[field.dataset.path!] = { top, height }
    }
    const { bottom } = card.getBoundingClientRect()
    boxes['(below the form)'] = { top: bottom, height: 0 }
    return boxes
  }, exampleId)
}

describe('a form whose fields are all lazy', () => {
  it.each([
    ['pin', /\/PinControl-[\w-]+\.js$/, ['otp', 'pin', 'voucher', 'room']],
    ['select-menu', /\/SelectMenuControl-[\w-]+\.js$/, undefined],
  ] as const)('holds each field\'s place in the %s example until its chunk arrives: nothing moves when it does', async (exampleId, chunk, paths) => {
    await withHeldChunk(chunk, async (watched, release) => {
      await watched.page.goto(`${server.url}/#/example/${exampleId}`)
      const loading = watched.page.locator(`[data-example="${exampleId}"] [data-testid=renderer-loading]`)
      await loading.first().waitFor()
      await watched.page.waitForFunction(() => document.fonts.status === 'loaded')
      const before = await fieldBoxes(watched.page, exampleId)
      expect(gate?.held).toBe(1)
      if (paths)
        expect(Object.keys(before)).toEqual([...paths, '(below the form)'])
      const standIns = await loading.count()
      expect(standIns).toBe(Object.keys(before).length - 1)

      release()
      await loading.first().waitFor({ state: 'detached' })
      await watched.page.waitForFunction(() => window.pendingRendererChunks() === 0)
      const after = await fieldBoxes(watched.page, exampleId)
      expect(Object.keys(after)).toEqual(Object.keys(before))
      for (const [path, box] of Object.entries(before)) {
        expect.soft(after[path]!.top, `${path}: top`).toBeCloseTo(box.top, 0)
        expect.soft(after[path]!.height, `${path}: height`).toBeCloseTo(box.height, 0)
      }
      console.log(`${exampleId}: ${standIns} fields held their place while the chunk loaded, ${JSON.stringify(after)}`)
    })
  })
})

describe('a select menu before its first use', () => {
  /** The widget's own chunk (`USelectMenu` and its list), fetched when a user first reaches for a menu. */
  const widgetChunk = /\/SelectMenu-[\w-]+\.js$/

  it('is its trigger alone until the user opens it by a click or a key; the widget takes its place without a move, open, and picks', async () => {
    await withHeldChunk(widgetChunk, async ({ page }, release) => {
      const requested: string[] = []
      page.on('request', request => widgetChunk.test(request.url()) && requested.push(request.url()))
      await page.goto(`${server.url}/#/example/select-menu`)
      const example = page.locator('[data-example="select-menu"] [data-testid=form-card]')
      const colour = example.locator('[data-path="colour"] button[aria-haspopup=listbox]')
      await colour.waitFor()
      await page.waitForFunction(() => window.pendingRendererChunks() === 0)
      await page.waitForFunction(() => document.fonts.status === 'loaded')
      expect(requested).toEqual([])
      const box = async () => Object.values((await colour.boundingBox())!).map(Math.round)
      const before = await box()

      // A click while the widget is on its way: nothing opens yet; what is typed meanwhile is the
      // search once the menu opens as the widget arrives, in the trigger's place.
      await colour.click()
      await expect.poll(() => gate?.held).toBe(1)
      await page.keyboard.type('gr')
      expect(await page.getByRole('listbox').count()).toBe(0)
      release()
      const options = page.getByRole('option')
      await expect.poll(() => options.allTextContents()).toEqual(['green'])
      expect(await box()).toEqual(before)
      const searchBox = page.locator('[data-slot=content] input')
      expect(await searchBox.evaluate(input => input === document.activeElement)).toBe(true)
      await page.keyboard.type('e')
      expect(await searchBox.inputValue()).toBe('gre')
      await page.keyboard.press('Enter')
      await expect.poll(() => colour.textContent()).toContain('green')
      const focusedField = () => page.evaluate(() => document.activeElement?.closest('[data-path]')?.getAttribute('data-path'))
      await expect.poll(focusedField).toBe('colour')

      // The keyboard: Tab to the next menu, whose widget is now at hand, and open it with the down arrow.
      for (let presses = 0; presses < 3 && await focusedField() !== 'size'; presses++)
        await page.keyboard.press('Tab')
      expect(await focusedField()).toBe('size')
      const size = example.locator('[data-path="size"] button[aria-haspopup=listbox]')
      await page.keyboard.press('ArrowDown')
      await options.first().waitFor()
      expect(await options.allTextContents()).toEqual(['Small', 'Medium', 'Large'])
      await page.getByRole('option', { name: 'Large' }).click()
      await expect.poll(() => size.textContent()).toContain('Large')
      expect(requested).toHaveLength(1)
    })
  })
})
