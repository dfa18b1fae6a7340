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

describe('accessibility gate (axe-core)', () => {
  it('finds no violation on any gallery example, in light and dark mode', async () => {
    const watched = await openWatchedPage(browser, server.url)
    const { page } = watched
    const findings: string[] = []
    const dangling: string[] = []
    let excused = 0
    let checked = 0
    try {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const example of examples) {
          await page.goto(`${server.url}/?scheme=${scheme}#/example/${example.id}`)
          await page.locator(`[data-example="${example.id}"] [data-testid=form-card] [data-slot=body] > *`).first().waitFor()
          await page.waitForFunction(() => window.pendingRendererChunks() === 0)
          expect(await page.locator('html').getAttribute('class') ?? '', `colour mode of ${example.id}`).toContain(scheme)
          const results = await new AxeBuilder({ page }).analyze()
          checked++
          // The same pass checks that every label and ARIA reference names an element (ids do not depend on the colour mode).
          if (scheme === 'light')
            dangling.push(...(await findDanglingReferences(page)).map(finding => `${example.id}: ${finding}`))
          for (const violation of results.violations) {
            for (const node of violation.nodes) {
              const target = node.target.join(' ')
              if (allowed(violation.id, target))
                excused++
              else
                findings.push(`${example.id} (${scheme}): ${violation.id} at ${target} — ${violation.help}`)
            }
          }
        }
      }
    }
    finally {
      await watched.close()
    }
    console.log(`axe-core: ${checked} example pages checked (${examples.length} examples × light/dark), ${findings.length} violations, ${excused} allowlisted; ${dangling.length} dangling id references`)
    expect(findings).toEqual([])
    expect(dangling, 'label for / aria-* references that name no element').toEqual([])
    expect(checked).toBe(examples.length * 2)
  }, 1_200_000) // 250-odd pages; on 2 busy cores this has come close to 10 minutes
})
