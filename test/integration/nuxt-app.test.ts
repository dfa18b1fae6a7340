import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../../e2e/browser'
import { type PageReport, Timings, expectStyledAndClean, installFixture, loadFixture, loadPage, nodeForNuxt, run, startDevServer } from './fixtureApp'

/**
 * `test/fixtures/nuxt-app`, a Nuxt 4 app with `modules: ['@nuxt/ui', 'nuxt-ui-jsonforms/nuxt']`,
 * installed from the packed library, generated as a static site (the page is server-rendered at
 * build time, then hydrated) and loaded in Chromium, then served by `nuxt dev`. Its stylesheet has
 * no source line of its own: `border-s-2`, a class only the library emits, is styled only through
 * the module.
 */
const workDir = inject('workDir')
const timings = new Timings('nuxt-app')
const reports: { generate?: PageReport, dev?: PageReport } = {}
let browser: Browser

beforeAll(async () => {
  const app = await timings.time('install', () => installFixture('nuxt-app', workDir))
  const node = await timings.time('Node for the Nuxt CLI', () => nodeForNuxt(workDir))
  const env = { PATH: `${dirname(node)}:${process.env.PATH}`, NUXT_TELEMETRY_DISABLED: '1' }
  await timings.time('generate', () => run(node, ['node_modules/nuxt/bin/nuxt.mjs', 'generate'], { cwd: app, env }))
  browser = await launchChromium()
  reports.generate = await timings.time('load in Chromium', () => loadFixture(browser, join(app, '.output/public')))
  // The dev server pre-bundles dependencies: without rule 3 the page fails there (ajv is CommonJS:
  // "does not provide an export named 'default'"), not in the production build.
  await timings.time('dev server (start + load)', async () => {
    const server = await startDevServer(node, port => ['node_modules/nuxt/bin/nuxt.mjs', 'dev', '--host', '127.0.0.1', '--port', String(port)], { cwd: app, env })
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
    process.stdout.write(`nuxt-app ${name}: variant border-inline-start ${report.variant.borderInlineStartWidth} ${report.variant.borderInlineStartStyle}, input radius ${report.inputRadius}\n`)
})

describe('Nuxt host with nuxt-ui-jsonforms/nuxt', () => {
  it('renders the form with the library\'s classes styled, offline and without console errors', () => {
    const report = reports.generate!
    expectStyledAndClean(report)
    expect(report.inputRadius).not.toBe('0px')
  })
})

describe('Nuxt dev server with nuxt-ui-jsonforms/nuxt', () => {
  it('serves the form styled, offline and without console errors (pre-bundling rules applied)', () => {
    const report = reports.dev!
    expectStyledAndClean(report)
  })
})
