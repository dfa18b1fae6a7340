import axe, { type AxeResults } from 'axe-core'
import type { Browser, Page } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examples } from '../playground/examples'
import { type AllowedFinding, axeAllowlist } from './axeAllowlist'
import { launchChromium, openWatchedPage, renderEveryItem } from './browser'
import { findDanglingReferences } from './danglingReferences'
import { type StaticServer, serveStatic } from './staticServer'

const distDir = fileURLToPath(new URL('../playground/dist', import.meta.url))
/** Pages checked at once: axe runs in each page's renderer process, so two keep both cores busy. */
const parallelPages = 2

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

const allowed = (rule: string, target: string): AllowedFinding | undefined =>
  axeAllowlist.find(entry => entry.rule === rule && target.includes(entry.target))

const schemes = ['light', 'dark'] as const
type Scheme = typeof schemes[number]

/** What the pass found; every list must stay empty. */
interface Findings {
  violations: string[]
  dangling: string[]
  /** Console warnings and errors, exceptions and requests leaving 127.0.0.1: a gallery page is quiet. */
  noise: string[]
  excused: number
  checked: number
}

/**
 * axe-core in every frame of the page that lacks it. The page keeps it while it moves between
 * examples by hash route, so it is evaluated once per document rather than once per check.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (!await frame.evaluate(() => 'axe' in window))
      await frame.evaluate(axe.source)
  }
}

/** What axe-core checks on an example: the whole page once per colour scheme and browser page, then the example and anything teleported out of the app. */
async function axeFor(page: Page, id: string, wholePage: boolean): Promise<AxeResults> {
  await injectAxe(page)
  const include = [`[data-example="${id}"]`]
  if (await page.locator('body > :not(#app, script)').count() > 0)
    include.push('body > :not(#app, script)')
  // Run in the page itself (no blank page opened per check to merge per-frame results); only
  // violations are collected: passes and incomplete results cost time and are not read.
  return page.evaluate(context => (window as unknown as { axe: typeof axe }).axe.run(context ?? document, { resultTypes: ['violations'] }), wholePage ? undefined : { include })
}

/**
 * Checks each example of `ids` in light and then dark mode, in one browser page that moves from
 * example to example by its hash route, as a visitor of the gallery does. The page chrome (header,
 * sidebar) is the same on every example; it is checked whole on the first example in each scheme.
 */
async function checkExamples(ids: readonly string[], findings: Findings): Promise<void> {
  const watched = await openWatchedPage(browser, server.url)
  const { page } = watched
  page.on('console', (message) => {
    if (message.type() === 'warning')
      findings.noise.push(`warning at ${page.url()}: ${message.text()}`)
  })
  const schemesChecked = new Set<Scheme>()
  try {
    await page.goto(`${server.url}/`)
    await renderEveryItem(page)
    for (const id of ids) {
      await page.evaluate(hash => { window.location.hash = hash }, `#/example/${encodeURIComponent(id)}`)
      await page.locator(`[data-example="${id}"] [data-testid=form-card] [data-slot=body] > *`).first().waitFor()
      await page.waitForFunction(() => window.pendingRendererChunks() === 0)
      // The same pass checks that every label and ARIA reference names an element (ids do not depend on the colour mode).
      findings.dangling.push(...(await findDanglingReferences(page)).map(finding => `${id}: ${finding}`))
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.waitForFunction(mode => document.documentElement.classList.contains(mode), scheme)
        const results = await axeFor(page, id, !schemesChecked.has(scheme))
        schemesChecked.add(scheme)
        findings.checked++
        for (const violation of results.violations) {
          for (const node of violation.nodes) {
            const target = node.target.join(' ')
            if (allowed(violation.id, target))
              findings.excused++
            else
              findings.violations.push(`${id} (${scheme}): ${violation.id} at ${target} — ${violation.help}`)
          }
        }
      }
      await page.emulateMedia({ colorScheme: 'light' })
    }
  }
  finally {
    findings.noise.push(
      ...watched.consoleErrors.map(text => `error: ${text}`),
      ...watched.pageErrors.map(text => `exception: ${text}`),
      ...watched.blockedRequests.map(url => `request off 127.0.0.1: ${url}`),
    )
    await watched.close()
  }
}

describe('accessibility gate (axe-core)', () => {
  it('finds no violation, no dangling id reference and no console noise on any gallery example, in light and dark mode', async () => {
    const findings: Findings = { violations: [], dangling: [], noise: [], excused: 0, checked: 0 }
    const ids = examples.map(example => example.id)
    const shares = Array.from({ length: parallelPages }, (_, share) => ids.filter((_, index) => index % parallelPages === share))
    await Promise.all(shares.map(share => checkExamples(share, findings)))
    console.log(`axe-core: ${findings.checked} example pages checked (${examples.length} examples × light/dark, ${parallelPages} at a time), ${findings.violations.length} violations, ${findings.excused} allowlisted; ${findings.dangling.length} dangling id references; ${findings.noise.length} console messages`)
    expect(findings.violations).toEqual([])
    expect(findings.dangling, 'label for / aria-* references that name no element').toEqual([])
    expect(findings.noise, 'console warnings, errors, exceptions or requests off 127.0.0.1').toEqual([])
    expect(findings.checked).toBe(examples.length * 2)
  }, 2_400_000) // 250-odd checks: a few minutes on a quiet 2-core machine, four times that with both cores taken
})
