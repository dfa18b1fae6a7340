import { renameSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../../e2e/browser'
import { serveStatic } from '../../e2e/staticServer'
import { type PageReport, Timings, expectStyledAndClean, installFixture, loadPage, nodeForNuxt, run, startDevServer } from './fixtureApp'
import { type ContactReport, checkContactPage } from './contactPage'
import { type NuxtPageReport, asPageReport, checkPage, describeReport, pages } from './nuxtPages'

/**
 * `test/fixtures/nuxt-app`, a Nuxt 4 app with `modules: ['@nuxt/ui', 'nuxt-ui-jsonforms/nuxt']`,
 * installed once from the packed library, built both ways a Nuxt app ships: `nuxt generate`
 * (pages server-rendered at build time, served as static files) and `nuxt build` (pages rendered
 * per request by its Nitro server). Every page (every family, the editor, a tab and a step opened
 * from the URL hash, the contact form of the forms guide) is loaded in one Chromium with `debug: { hydration: true }`, so that any
 * mismatch is reported. Then `nuxt dev` serves the app once more. Its stylesheet has no source
 * line of its own: `border-s-2`, a class only the library emits, is styled only through the module.
 */
const workDir = inject('workDir')
const timings = new Timings('nuxt-app')
const modes = ['generate', 'build'] as const
const reports: Record<(typeof modes)[number], NuxtPageReport[]> = { generate: [], build: [] }
let devReport: PageReport | undefined
let contact: ContactReport | undefined
let browser: Browser

beforeAll(async () => {
  const app = await timings.time('install', () => installFixture('nuxt-app', workDir))
  const node = await timings.time('Node for the Nuxt CLI', () => nodeForNuxt(workDir))
  const env = { PATH: `${dirname(node)}:${process.env.PATH}`, NUXT_TELEMETRY_DISABLED: '1' }
  const nuxt = (...args: string[]) => run(node, ['node_modules/nuxt/bin/nuxt.mjs', ...args], { cwd: app, env })
  // Both builds write `.output`: the generated site is moved aside before `nuxt build` runs.
  await timings.time('generate', () => nuxt('generate'))
  renameSync(join(app, '.output/public'), join(app, 'generated'))
  await timings.time('build', () => nuxt('build'))
  browser = await launchChromium()

  await timings.time('generated pages in Chromium', async () => {
    const server = await serveStatic(join(app, 'generated'))
    try {
      for (const page of pages)
        reports.generate.push(await checkPage(browser, server.url, page))
    }
    finally {
      await server.close()
    }
  })
  await timings.time('Nitro server (start + pages)', async () => {
    const server = await startDevServer(node, () => ['.output/server/index.mjs'], { cwd: app, env })
    try {
      for (const page of pages)
        reports.build.push(await checkPage(browser, server.url, page))
      contact = await checkContactPage(browser, server.url)
    }
    finally {
      await server.close()
    }
  })
  // The dev server pre-bundles dependencies: without rule 3 the page fails there (ajv is CommonJS:
  // "does not provide an export named 'default'"), not in the production build.
  await timings.time('dev server (start + load)', async () => {
    const server = await startDevServer(node, port => ['node_modules/nuxt/bin/nuxt.mjs', 'dev', '--host', '127.0.0.1', '--port', String(port)], { cwd: app, env })
    try {
      devReport = await loadPage(browser, server.url)
    }
    finally {
      await server.close()
    }
  })
}, 1_500_000) // one install, two builds, a dev server: past the suite's 10 minutes on 2 busy cores

afterAll(async () => {
  await browser?.close()
  process.stdout.write(timings.report())
  for (const mode of modes)
    reports[mode].forEach(report => process.stdout.write(describeReport(mode, report)))
})

const report = (mode: (typeof modes)[number], path: string) => reports[mode].find(entry => entry.path === path)!

describe.each(modes)('Nuxt app with nuxt-ui-jsonforms/nuxt, `nuxt %s`', (mode) => {
  it.each(pages.map(page => page.path))('%s hydrates without a mismatch, an error or a dangling id reference', (path) => {
    const page = report(mode, path)
    expect(page.hydrationMessages).toEqual([])
    expect(page.dangling).toEqual([])
    expect(page.blockedRequests).toEqual([])
    expect(page.consoleErrors).toEqual([])
    expect(page.pageErrors).toEqual([])
  })

  it('renders every family with the library\'s classes styled, and typing after hydration is stored', () => {
    const page = report(mode, '/')
    expectStyledAndClean(asPageReport(page))
    expect(asPageReport(page).inputRadius).not.toBe('0px')
    expect(page.facts.typedIsStored).toBe(true)
  })

  it('shows the editor\'s stored HTML and document, with no note about removed markup', () => {
    const { facts } = report(mode, '/editor')
    expect(facts.html).toContain('<strong>summary</strong>')
    expect(facts.sanitisedNotes).toBe(0)
  })

  it('opens the tab and the step the URL hash names', () => {
    expect(report(mode, '/tabs#tab=payment').facts).toEqual({ selectedTab: 'Payment', ibanVisible: true })
    expect(report(mode, '/stepper#tab=payment').facts).toEqual({ ibanVisible: true, previousEnabled: true })
  })

  it('shows the errors of a form whose schema is imported with ?validator, from the validator compiled at build time', () => {
    expect(report(mode, '/signup').facts).toEqual({ errorShown: true, compiledCheckFetched: true })
  })
})

describe('the forms guide\'s contact form on the Nitro server (`nuxt build`)', () => {
  it('shows the errors of the route\'s validateData at their fields, then thanks for corrected data', () => {
    expect(contact?.invalid).toEqual({ status: 422, name: ['At least 2 characters'], email: ['Must be a valid email address'] })
    expect(contact?.valid).toEqual({ status: 200, thanked: true, errorsShown: 0 })
    // Chromium logs the 422 answer itself as a failed resource; nothing else may be logged.
    expect(contact?.consoleErrors.filter(text => !/status of 422/.test(text))).toEqual([])
    expect(contact?.pageErrors).toEqual([])
  })
})

describe('Nuxt dev server with nuxt-ui-jsonforms/nuxt', () => {
  it('serves the form styled, offline and without console errors (pre-bundling rules applied)', () => {
    expectStyledAndClean(devReport)
  })
})
