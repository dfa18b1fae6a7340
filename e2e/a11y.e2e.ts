import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examples } from '../playground/examples'
import { type AllowedFinding, axeAllowlist } from './axeAllowlist'
import { launchChromium, openWatchedPage } from './browser'
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

type Scheme = 'light' | 'dark'

/** What the pass found; every list must stay empty. */
interface Findings {
  violations: string[]
  dangling: string[]
  /** Console warnings and errors, exceptions and requests leaving 127.0.0.1: a gallery page is quiet. */
  noise: string[]
  excused: number
  checked: number
}

/** Checks each page of `pages` (an example in a colour scheme) in one browser page of its own. */
async function checkPages(pages: readonly (readonly [Scheme, string])[], findings: Findings): Promise<void> {
  const watched = await openWatchedPage(browser, server.url)
  const { page } = watched
  page.on('console', (message) => {
    if (message.type() === 'warning')
      findings.noise.push(`warning at ${page.url()}: ${message.text()}`)
  })
  try {
    for (const [scheme, id] of pages) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(`${server.url}/?scheme=${scheme}#/example/${id}`)
      await page.locator(`[data-example="${id}"] [data-testid=form-card] [data-slot=body] > *`).first().waitFor()
      await page.waitForFunction(() => window.pendingRendererChunks() === 0)
      expect(await page.locator('html').getAttribute('class') ?? '', `colour mode of ${id}`).toContain(scheme)
      const results = await new AxeBuilder({ page }).analyze()
      findings.checked++
      // The same pass checks that every label and ARIA reference names an element (ids do not depend on the colour mode).
      if (scheme === 'light')
        findings.dangling.push(...(await findDanglingReferences(page)).map(finding => `${id}: ${finding}`))
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
    const pages = (['light', 'dark'] as const).flatMap(scheme => examples.map(example => [scheme, example.id] as const))
    const shares = Array.from({ length: parallelPages }, (_, share) => pages.filter((_, index) => index % parallelPages === share))
    await Promise.all(shares.map(share => checkPages(share, findings)))
    console.log(`axe-core: ${findings.checked} example pages checked (${examples.length} examples × light/dark, ${parallelPages} at a time), ${findings.violations.length} violations, ${findings.excused} allowlisted; ${findings.dangling.length} dangling id references; ${findings.noise.length} console messages`)
    expect(findings.violations).toEqual([])
    expect(findings.dangling, 'label for / aria-* references that name no element').toEqual([])
    expect(findings.noise, 'console warnings, errors, exceptions or requests off 127.0.0.1').toEqual([])
    expect(findings.checked).toBe(examples.length * 2)
  }, 2_400_000) // 250-odd pages: about 5 minutes on a quiet 2-core machine, four times that with both cores taken
})
