import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, openWatchedPage } from '../../e2e/browser'
import { serveStatic } from '../../e2e/staticServer'
import { Timings, repoRoot, run } from './fixtureApp'
import { appsOf, codeBlocks, installArguments, section } from './snippets'

/**
 * The README's "Quick start — Vite", followed to the letter: an app made by create-vite's
 * `vue-ts` template, the README's `npm i` line (the library from the tarball packed from the
 * working tree), each of its code blocks written verbatim to the file its first line names, then
 * the template's own `npm run build` (`vue-tsc -b && vite build`). The getting-started guide's Vite
 * apps are written into the same app and type-checked the same way. A snippet that drifts from the
 * package (a missing import, a renamed export, an option the plugin lacks) fails here.
 */
const workDir = inject('workDir')
const timings = new Timings('quick start')
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
const guide = readFileSync(join(repoRoot, 'docs/en/guide/getting-started.md'), 'utf8')
const app = join(workDir, 'quickstart')
const output = join(workDir, 'quickstart-dist')

interface QuickStartReport {
  initialData: string
  typedData: string
  inputRadius: string
  blockedRequests: string[]
  consoleErrors: string[]
  pageErrors: string[]
  /** The built JS files holding AJV's code: those `index.html` loads up front, and those the page fetched. */
  ajv: { upFront: string[], fetched: string[] }
}

/** A text only AJV's code holds: the start of its error for a schema its meta-schema rejects. */
const ajvMark = 'schema is invalid'

/** The JS files `index.html` loads before any code runs: its module script and its module preloads. */
function upFrontScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(match => match[1]!)
}

/** Of these built JS files, those that hold AJV's code. */
function holdingAjv(files: Iterable<string>): string[] {
  return [...files].filter(file => readFileSync(join(output, file), 'utf8').includes(ajvMark)).sort()
}

let report: QuickStartReport
let browser: Browser
const guideChecks: { files: string[], result: 'ok' | string }[] = []

function writeApp(files: Record<string, string>): void {
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(dirname(join(app, file)), { recursive: true })
    writeFileSync(join(app, file), code)
  }
}

/** What the type-checker reads of an app: its script files, by name. */
function codeOf(files: Record<string, string>): string {
  return JSON.stringify(Object.entries(files).filter(([file]) => /\.(ts|vue)$/.test(file)).sort())
}

/** Installs the quick start's dependencies as its `npm i` line says, the library from the tarball. */
async function installAsWritten(args: string[]): Promise<void> {
  const withTarball = args.map(arg => (arg === 'nuxt-ui-jsonforms' ? '../nuxt-ui-jsonforms.tgz' : arg))
  expect(withTarball).toContain('../nuxt-ui-jsonforms.tgz')
  await run('npm', [...withTarball, '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app })
}

beforeAll(async () => {
  const blocks = codeBlocks(section(readme, 'Quick start — Vite'))
  const [files] = appsOf(blocks)
  await timings.time('create-vite', () => run('npm', ['create', '-y', 'vite@latest', 'quickstart', '--', '--template', 'vue-ts', '--no-interactive'], { cwd: workDir }))
  await timings.time('install', () => installAsWritten(installArguments(blocks)))
  writeApp(files)
  // Built outside the app folder, so the output is never a Tailwind source of the app itself.
  await timings.time('npm run build', () => run('npm', ['run', 'build', '--', '--outDir', output, '--emptyOutDir', '--logLevel', 'warn'], { cwd: app }))

  browser = await launchChromium()
  await timings.time('load in Chromium', async () => {
    const server = await serveStatic(output)
    const watched = await openWatchedPage(browser, server.url)
    try {
      const { page } = watched
      const fetched = new Set<string>()
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname.slice(1)
        if (path.endsWith('.js'))
          fetched.add(path)
      })
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
      const input = page.getByRole('textbox', { name: 'Name' })
      const shown = page.locator('pre')
      const initialData = await shown.textContent() ?? ''
      await input.pressSequentially('Ada')
      await page.waitForFunction(() => document.querySelector('pre')?.textContent?.includes('"Ada"'))
      report = {
        initialData,
        typedData: await shown.textContent() ?? '',
        inputRadius: await input.evaluate(element => getComputedStyle(element).borderTopLeftRadius),
        blockedRequests: watched.blockedRequests,
        consoleErrors: watched.consoleErrors,
        pageErrors: watched.pageErrors,
        ajv: { upFront: holdingAjv(upFrontScripts(readFileSync(join(output, 'index.html'), 'utf8'))), fetched: holdingAjv(fetched) },
      }
    }
    finally {
      await watched.close()
      await server.close()
    }
  })

  // The guide's Vite apps (JsonForm, then JsonForms), and its tolerantMiddleware and two-document
  // pages on top of them; an app whose code is the README's (the stylesheet aside) was checked by the build above.
  const checked = new Set([codeOf(files)])
  const guideApps = ['Vite host', 'Schemas that cannot be compiled', 'Other documents'].flatMap(heading => appsOf(codeBlocks(section(guide, heading))))
  await timings.time(`type-check the guide's apps (${guideApps.length})`, async () => {
    for (const guideFiles of guideApps) {
      writeApp(guideFiles)
      const result = checked.has(codeOf(guideFiles))
        ? 'ok'
        : await run('npx', ['vue-tsc', '-b'], { cwd: app }).then(() => 'ok' as const, (error: Error) => error.message)
      checked.add(codeOf(guideFiles))
      guideChecks.push({ files: Object.keys(guideFiles), result })
    }
  })
})

afterAll(async () => {
  await browser?.close()
  process.stdout.write(timings.report())
  if (report)
    process.stdout.write(`quick start: input radius ${report.inputRadius}; data after typing ${report.typedData.replace(/\s+/g, ' ')}\n`)
})

describe('README "Quick start — Vite", followed to the letter in a create-vite app', () => {
  it('builds, and its styled field takes typing into v-model, offline and without console errors', () => {
    expect(JSON.parse(report.initialData)).toEqual({ name: '', subscribed: false })
    expect(JSON.parse(report.typedData)).toEqual({ name: 'Ada', subscribed: false })
    // Nuxt UI's theme reached the page: the input has its rounded corners (preflight alone gives 0px).
    expect(report.inputRadius).not.toBe('0px')
    expect(report.blockedRequests).toEqual([])
    expect(report.consoleErrors).toEqual([])
    expect(report.pageErrors).toEqual([])
  })

  it('loads AJV with the form, in a chunk of its own, not with the page', () => {
    expect(report.ajv.upFront).toEqual([])
    expect(report.ajv.fetched).toHaveLength(1)
  })
})

describe('getting-started "Vite host" apps, written into the same app', () => {
  it('type-check with the template\'s vue-tsc -b', () => {
    expect(guideChecks.length).toBeGreaterThanOrEqual(4)
    expect(guideChecks.filter(check => check.result !== 'ok')).toEqual([])
  })
})
