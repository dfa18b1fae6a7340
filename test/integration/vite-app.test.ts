import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../../e2e/browser'
import { openWatchedPage } from '../../e2e/browser'
import { serveStatic } from '../../e2e/staticServer'
import { type PageReport, Timings, expectStyledAndClean, installFixture, loadFixture, loadPage, run, startDevServer } from './fixtureApp'

/**
 * `test/fixtures/vite-app`, a Vite + Vue host installed from the packed library, built three ways:
 * - `vite.config.ts`: `vue()` + `nuxt-ui-jsonforms/vite`, the one-line setup, in an app that routes
 *   with vue-router (so Nuxt UI's links are router links; the README's quick start covers an app
 *   without a router);
 * - `vite.styles.config.ts`: Nuxt UI's plugin alone, the stylesheet importing `nuxt-ui-jsonforms/styles.css`;
 * - `vite.control.config.ts`: Nuxt UI's plugin alone and no source line (the negative control);
 * and served by `vite` (dev server, `vite.config.ts`) with a fresh dependency pre-bundle.
 * `border-s-2` (the combinator's variant block) is a class only the library emits: Nuxt UI's theme
 * and components never use it, so only a build that scans the library's `dist` generates its rule.
 */
const workDir = inject('workDir')
const timings = new Timings('vite-app')
const builds = { control: 'vite.control.config.ts', plugin: 'vite.config.ts', styles: 'vite.styles.config.ts' } as const
const reports: Partial<Record<keyof typeof builds | 'dev', PageReport>> = {}
let routerLink: { href: string | null, route: string, sameDocument: boolean } | undefined
let browser: Browser

/** Follows the page's `ULink` to `/next`: a router link changes the route without loading a new document. */
async function followRouterLink(directory: string) {
  const server = await serveStatic(directory)
  const watched = await openWatchedPage(browser, server.url)
  try {
    const { page } = watched
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
    await page.evaluate(() => Object.assign(window, { documentMarker: true }))
    const link = page.getByTestId('router-link')
    const href = await link.getAttribute('href')
    await link.click()
    await page.getByTestId('route').filter({ hasText: 'next' }).waitFor()
    return { href, route: new URL(page.url()).pathname, sameDocument: await page.evaluate(() => 'documentMarker' in window) }
  }
  finally {
    await watched.close()
    await server.close()
  }
}

beforeAll(async () => {
  const app = await timings.time('install', () => installFixture('vite-app', workDir))
  // Built outside the app folder, so no build output can become a Tailwind source of the next one;
  // the control first, before any output with the library's code exists at all.
  for (const [name, config] of Object.entries(builds)) {
    await timings.time(`build (${name})`, () => run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', config, '--outDir', join(workDir, `vite-${name}`), '--emptyOutDir', '--logLevel', 'warn'], { cwd: app }))
  }
  browser = await launchChromium()
  await timings.time('load in Chromium (3 builds)', async () => {
    for (const name of Object.keys(builds) as (keyof typeof builds)[])
      reports[name] = await loadFixture(browser, join(workDir, `vite-${name}`))
    routerLink = await followRouterLink(join(workDir, 'vite-plugin'))
  })
  // The dev server, with a fresh dependency pre-bundle (`--force`): the plugin's rules in serve mode.
  await timings.time('dev server (start + load)', async () => {
    const server = await startDevServer(process.execPath, port => ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--force'], { cwd: app })
    try {
      reports.dev = await loadPage(browser, server.url)
    }
    finally {
      await server.close()
    }
  })
})

afterAll(async () => {
  await browser?.close()
  process.stdout.write(timings.report())
  for (const [name, report] of Object.entries(reports))
    process.stdout.write(`vite-app ${name}: variant border-inline-start ${report.variant.borderInlineStartWidth} ${report.variant.borderInlineStartStyle}, input radius ${report.inputRadius}\n`)
})

describe('Vite host with nuxt-ui-jsonforms/vite', () => {
  it('renders the form with the library\'s classes styled, offline and without console errors', () => {
    const report = reports.plugin!
    expectStyledAndClean(report)
    expect(report.inputRadius).not.toBe('0px')
  })
})

describe('Vite host with vue-router and nuxt-ui-jsonforms/vite', () => {
  it('keeps Nuxt UI\'s router links: the link changes the route in the same document', () => {
    expect(routerLink).toEqual({ href: '/next', route: '/next', sameDocument: true })
  })
})

describe('Vite dev server with nuxt-ui-jsonforms/vite', () => {
  it('serves the form with the library\'s classes styled, offline and without console errors', () => {
    const report = reports.dev!
    expectStyledAndClean(report)
  })
})

describe('Vite host importing nuxt-ui-jsonforms/styles.css', () => {
  it('gets the same rules from the stylesheet entry', () => {
    const report = reports.styles!
    expectStyledAndClean(report)
  })
})

describe('negative control: Nuxt UI\'s plugin alone, no source line', () => {
  it('renders the form with Nuxt UI\'s theme, but the library-only class has no rule', () => {
    const report = reports.control!
    expect(report.customer).toBe('Ada Lovelace')
    expect(report.inputRadius).not.toBe('0px')
    // Preflight gives every element `border: 0 solid`: without the `border-s-2` rule the width stays 0.
    expect(report.variant.borderInlineStartWidth).toBe('0px')
    expect(report.blockedRequests).toEqual([])
    expect(report.consoleErrors).toEqual([])
    expect(report.pageErrors).toEqual([])
  })
})
