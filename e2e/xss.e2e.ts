import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passThroughFamilies, passThroughForm, passThroughKeys, passThroughPairs, passThroughVectors } from '../playground/xss/passThrough'
import { xssVectors } from '../playground/xss/vectors'
import { type WatchedPage, launchChromium, openWatchedPage, renderEveryItem } from './browser'
import { type StaticServer, serveStatic } from './staticServer'

/**
 * Hostile strings (playground/xss/vectors.ts) in every kind of text a form shows, in Chromium:
 * the page is loaded once without a CSP, where any vector that became markup would run and call the
 * `window.__xss` canary, and once under a strict CSP, where it would be blocked and reported.
 */
const csp = [
  'default-src \'self\'',
  // AJV compiles validators with `new Function`: evaluation is allowed, inline script and handlers are not.
  'script-src \'self\' \'unsafe-eval\' \'report-sample\'',
  'style-src \'self\' \'unsafe-inline\'',
  'img-src \'self\' data: blob:',
  'object-src \'none\'',
  'frame-src \'none\'',
  'base-uri \'none\'',
  'form-action \'self\'',
].join('; ')

let server: StaticServer
let browser: Browser
const opened: WatchedPage[] = []
beforeAll(async () => {
  server = await serveStatic(fileURLToPath(new URL('../playground/dist', import.meta.url)))
  browser = await launchChromium()
})
afterAll(async () => {
  for (const watched of opened) {
    await watched.close()
    expect(watched.blockedRequests, 'requests that left 127.0.0.1').toEqual([])
    expect(watched.pageErrors, 'uncaught page errors').toEqual([])
  }
  await browser?.close()
  await server?.close()
})

interface Canary {
  calls: string[]
  violations: string[]
}

/** Opens `path` with the canary and a CSP-violation log installed before any script of the page. */
async function open(path: string, withCsp: boolean): Promise<Page> {
  const watched = await openWatchedPage(browser, server.url)
  opened.push(watched)
  const { page } = watched
  await page.addInitScript(() => {
    const canary = { calls: [] as string[], violations: [] as string[] }
    ;(window as unknown as { __canary: Canary }).__canary = canary
    ;(window as unknown as { __xss: (id: string) => void }).__xss = id => canary.calls.push(id)
    document.addEventListener('securitypolicyviolation', event => canary.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`))
  })
  if (withCsp) {
    await page.route(/\.html(\?|#|$)/, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } })
    })
  }
  await page.route('**/api/hostile*', route => route.fulfill({ json: xssVectors.map(vector => ({ label: vector.text, value: vector.id })) }))
  await page.goto(`${server.url}/${path}`)
  await renderEveryItem(page)
  return page
}

const canaryOf = (page: Page) => page.evaluate(() => (window as unknown as { __canary: Canary }).__canary)
/** Text as the page shows it, whitespace collapsed (the vectors hold tabs and NUL characters). */
const shown = (text: string) => text.replace(/\0/g, '\uFFFD').replace(/\s+/g, ' ').trim()
const textOf = async (page: Page, selector: string) => shown(await page.locator(selector).innerText())
/** Attributes that would run script, anywhere in the document. */
const scriptingAttributes = (page: Page) => page.evaluate(() => [...document.querySelectorAll('*')].flatMap(element =>
  [...element.attributes].filter(attribute => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)).map(attribute => `${element.tagName} ${attribute.name}`)))

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter(item => !test(item))]
}

/** Vectors × places tried, for the report printed at the end. */
const tried: Record<string, number> = {}

/** The vectors the open menu does not show as text. */
async function missingFromMenu(page: Page): Promise<string[]> {
  const menu = shown((await page.getByRole('listbox').allInnerTexts()).join(' '))
  return xssVectors.filter(vector => !menu.includes(shown(vector.text))).map(vector => vector.id)
}

async function fillSurfaces(page: Page): Promise<void> {
  await page.locator('[data-surface="widgets"] [data-path="html"] .ProseMirror').waitFor()
  // Autocomplete: local suggestions, then the answer of the remote search.
  await page.locator('[data-path="suggested"] button[aria-haspopup="listbox"]').click()
  await expect.poll(() => missingFromMenu(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
  const remote = page.locator('[data-path="remote"] input[role="combobox"]')
  await remote.fill('x')
  await expect.poll(() => missingFromMenu(page)).toEqual([])
  await page.getByRole('option').filter({ hasText: xssVectors[3]!.text }).first().click()
  await expect.poll(() => remote.inputValue()).toBe(xssVectors[3]!.text)
  // Uploads: every vector as a file name.
  await page.locator('[data-path="files"] input[type="file"]').setInputFiles(xssVectors.map(vector => ({ name: vector.text, mimeType: 'text/plain', buffer: Buffer.from('x') })))
  await expect.poll(() => page.locator('[data-path="files"]').innerText()).toContain('script-tag')
}

describe('hostile strings', () => {
  for (const withCsp of [false, true]) {
    it(`render as text in titles, descriptions, choices, labels, translations, errors, suggestions, answers and file names${withCsp ? ' under a strict CSP' : ''}`, async () => {
      const page = await open('xss.html', withCsp)
      await page.locator('[data-surface="widgets"] [data-path="files"]').waitFor()
      for (const surface of ['titles', 'choices', 'labels', 'translated']) {
        const text = await textOf(page, `[data-surface="${surface}"]`)
        const missing = xssVectors.filter(vector => !text.includes(shown(vector.text))).map(vector => vector.id)
        expect(missing, `vectors not shown as text in ${surface}`).toEqual([])
      }
      await fillSurfaces(page)
      const fileNames = await textOf(page, '[data-path="files"]')
      const named = xssVectors.filter(vector => fileNames.includes(shown(vector.text)))
      // A browser keeps a file name's last path segment only: the vectors with a "/" are cut there.
      expect(named.length).toBeGreaterThan(xssVectors.length / 2)
      const editor = await textOf(page, '[data-path="html"] .ProseMirror')
      expect(editor).toContain('click')
      expect(await page.locator('[data-path="html"] .ProseMirror script, [data-path="html"] .ProseMirror iframe, [data-path="html"] .ProseMirror object, [data-path="html"] .ProseMirror embed').count()).toBe(0)
      expect(await scriptingAttributes(page)).toEqual([])
      const canary = await canaryOf(page)
      expect(canary.calls, 'vectors that ran').toEqual([])
      // Chromium reports the handlers of HTML it parses into an inert document, as the editor's
      // sanitiser does before dropping them, as CSP violations: they are blocked reports of code that
      // was never going to run (the run without a CSP shows it: no canary call). Any other is a failure.
      const [parsed, other] = partition(canary.violations, violation => / at .*\/EditorControl-[\w-]+\.js:/.test(violation))
      expect(other, 'CSP violations').toEqual([])
      expect(parsed.every(violation => /^script-src-attr inline (window\.__xss\(.[\w-]+.\)|x\(\)) at /.test(violation)), parsed.join('\n')).toBe(true)
      const places = { titles: 2, choices: 2, labels: 1, translated: 2, suggestions: 1, answers: 1, editor: 1 }
      tried[withCsp ? 'csp' : 'plain'] = Object.values(places).reduce((sum, count) => sum + count, 0) * xssVectors.length + named.length
    })
  }

  it('render as text in the builder after an import, under a strict CSP', async () => {
    const page = await open('index.html#/builder', true)
    await page.getByRole('button', { name: 'Import' }).first().click()
    const form = {
      schema: { type: 'object', properties: Object.fromEntries(xssVectors.map((vector, index) => [`v${index}`, { type: 'string', title: vector.text, description: vector.text }])) },
      uischema: { type: 'VerticalLayout', elements: [...xssVectors.map((_, index) => ({ type: 'Control', scope: `#/properties/v${index}` })), ...xssVectors.map(vector => ({ type: 'Label', text: vector.text }))] },
      data: {},
    }
    await page.getByLabel('JSON to import').fill(JSON.stringify(form))
    await page.getByRole('button', { name: 'Import', exact: true }).last().click()
    await expect.poll(() => page.locator('[data-path="v0"]').count()).toBeGreaterThan(0)
    const text = shown(await page.locator('main').innerText())
    const missing = xssVectors.filter(vector => !text.includes(shown(vector.text))).map(vector => vector.id)
    expect(missing, 'vectors not shown as text in the builder').toEqual([])
    expect(await scriptingAttributes(page)).toEqual([])
    const canary = await canaryOf(page)
    expect(canary.calls, 'vectors that ran').toEqual([])
    expect(canary.violations, 'CSP violations').toEqual([])
    tried.builder = 2 * xssVectors.length
    console.log(`hostile strings: ${xssVectors.length} vectors; vector × place checks: ${JSON.stringify(tried)}`)
  })
})

/**
 * Gives every element of the form in `scope` the events a string handler would wait for: focus,
 * hover and pointer entry, dispatched on each element (an inline handler runs for a dispatched
 * event too) and real focus on each focusable one. Only the form: focus would switch the
 * builder's own tabs.
 */
function provoke(page: Page, scope: string): Promise<void> {
  return page.locator(scope).evaluate((form) => {
    for (const element of form.querySelectorAll<HTMLElement>('*')) {
      for (const type of ['mouseover', 'mouseenter', 'pointerover', 'pointerenter'])
        element.dispatchEvent(new MouseEvent(type, { bubbles: type.endsWith('over') }))
      for (const type of ['focus', 'focusin'])
        element.dispatchEvent(new FocusEvent(type, { bubbles: type === 'focusin' }))
      if (element.matches('input, button, textarea, select, a[href], [tabindex], [contenteditable="true"]'))
        element.focus()
    }
  })
}

/** The canary's calls: the vectors that ran. */
const ran = async (page: Page) => (await canaryOf(page)).calls

describe('hostile pass-through objects', () => {
  const places: string[] = []
  const { schema, uischema } = passThroughForm()
  const fields = Object.keys(schema.properties!)
  const missingFields = (page: Page, scope: string, seen: ReadonlySet<string> = new Set()) => page.locator(`${scope} [data-path]`).evaluateAll((elements, [names, drawn]) =>
    names.filter(name => !drawn.includes(name) && !elements.some(element => element.getAttribute('data-path') === name)), [fields, [...seen]] as const)

  /**
   * A canvas of more than `windowedAbove` elements draws a field only near the view, as a user
   * scrolls: each frame not drawn yet scrolled into view in turn, the form provoked once it is drawn
   * there. Returns the fields drawn on the way.
   */
  async function scrollThrough(page: Page, scope: string): Promise<Set<string>> {
    const seen = new Set<string>()
    const visited = new Set<string>()
    /** Each frame: its path, whether its field is drawn, and the fields drawn in it, read at one moment. */
    const frames = () => page.locator(`${scope} [data-canvas-path]`).evaluateAll(found => found.map((frame) => {
      const fieldsIn = [...frame.querySelectorAll('[data-path]')].map(field => field.getAttribute('data-path')!)
      return { path: frame.getAttribute('data-canvas-path')!, drawn: !frame.querySelector(':scope > [data-canvas-far]') && fieldsIn.length > 0, fieldsIn }
    }))
    /** Whether the frame at `path` is drawn; the frames and fields drawn now are counted as seen. */
    const drawnNow = async (path: string): Promise<boolean> => {
      const now = await frames()
      if (!now.some(frame => frame.path === path && frame.drawn))
        return false
      for (const frame of now.filter(frame => frame.drawn)) {
        visited.add(frame.path)
        frame.fieldsIn.forEach(field => seen.add(field))
      }
      return true
    }
    for (;;) {
      const next = (await frames()).find(frame => !frame.drawn && !visited.has(frame.path))?.path
      if (next === undefined)
        return seen
      // Scrolled to again on each look: a frame drawn above it meanwhile, taller than its
      // placeholder, moves it down, maybe out of the view the canvas draws.
      const frame = page.locator(`${scope} [data-canvas-path="${next}"]`)
      await expect.poll(async () => {
        await frame.scrollIntoViewIfNeeded()
        return drawnNow(next)
      }, { timeout: 30_000 }).toBe(true)
      await provoke(page, scope)
    }
  }

  /**
   * Provokes the form in `scope` once it is rendering, checks that no vector ran (before anything
   * else: a vector that replaces a widget's markup may keep the form from finishing), then that
   * every field is on the page (a windowed canvas scrolled through) and that no handler, script URL
   * or loading element is left in it.
   */
  async function expectNoneRan(page: Page, scope: string, where: string): Promise<void> {
    await page.locator(`${scope} [data-path]`).first().waitFor()
    await provoke(page, scope)
    expect(await ran(page), `vectors that ran in ${where}`).toEqual([])
    const seen = await scrollThrough(page, scope)
    await expect.poll(() => missingFields(page, scope, seen), { timeout: 60_000, message: `fields missing from ${where}` }).toEqual([])
    await provoke(page, scope)
    expect(await scriptingAttributes(page), `scripting attributes in ${where}`).toEqual([])
    expect(await page.locator('[data-injected], script:not([type="module"]), iframe').count(), `injected elements in ${where}`).toBe(0)
    expect(await ran(page), `vectors that ran in ${where}`).toEqual([])
    places.push(where)
  }

  it('run nowhere in <JsonForm>: every vector under every pass-through key of every family and in config', async () => {
    const page = await open('xss.html#pass-through', false)
    await expectNoneRan(page, '[data-surface="pass-through"]', 'JsonForm')
  }, 180_000)

  it('run nowhere in the builder\'s canvas and preview, and again after a reload of the draft', async () => {
    const page = await open('index.html#/builder', false)
    await page.getByRole('button', { name: 'Import' }).first().click()
    await page.getByLabel('JSON to import').fill(JSON.stringify({ schema, uischema, data: {} }))
    await page.getByRole('button', { name: 'Import', exact: true }).last().click()
    const previewTab = async () => {
      const tab = page.locator('[data-testid=builder-tabs] [role=tab]', { hasText: 'Preview' })
      await tab.click()
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
    }
    await expectNoneRan(page, '[data-testid=builder-canvas]', 'builder canvas')
    await previewTab()
    await expectNoneRan(page, '[data-testid=builder-preview]', 'builder preview')
    await page.reload()
    await renderEveryItem(page)
    await expectNoneRan(page, '[data-testid=builder-canvas]', 'draft canvas')
    await previewTab()
    await expectNoneRan(page, '[data-testid=builder-preview]', 'draft preview')
    console.log(`pass-through vectors: ${passThroughVectors.length} vectors × ${passThroughKeys.length} keys × ${passThroughFamilies.length} families × ${places.length} places (${passThroughPairs.length} family × key pairs; ${places.join(', ')}), 0 executed`)
  }, 300_000)
})
