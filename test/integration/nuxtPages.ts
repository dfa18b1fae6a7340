import type { Browser, Page } from 'playwright-core'
import { openWatchedPage } from '../../e2e/browser'
import { findDanglingReferences } from '../../e2e/danglingReferences'
import { type PageReport, readFormPage } from './fixtureApp'

/** What one server-rendered page of the Nuxt fixture showed in Chromium, after hydration. */
export interface NuxtPageReport {
  /** Path and hash as opened, e.g. `/tabs#tab=payment`. */
  path: string
  /** Vue's hydration messages (`debug: { hydration: true }` reports them in production builds). */
  hydrationMessages: string[]
  /** Label and ARIA references that name no element (after hydration, and with a popover open). */
  dangling: string[]
  blockedRequests: string[]
  consoleErrors: string[]
  pageErrors: string[]
  /** What the page's own check read (see `pages`). */
  facts: Record<string, unknown>
}

interface FixturePage {
  path: string
  /** Reads what this page must show once hydrated; may interact with the page. */
  read: (page: Page) => Promise<Record<string, unknown>>
}

/** The text of every script the page has fetched so far. */
const fetchedScripts = (page: Page) => page.evaluate(() => Promise.all(performance.getEntriesByType('resource')
  .map(entry => entry.name)
  .filter(url => new URL(url).pathname.endsWith('.js'))
  .map(url => fetch(url).then(response => response.text()))))

const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').textContent()
const visible = (page: Page, name: string) => page.getByRole('textbox', { name }).isVisible()

/**
 * The fixture's pages and what each must show: every family (typing works, a date popover opens),
 * the editor with stored HTML and a stored document, a tab and a step opened from the URL hash,
 * the contact form (its server round trip: `contactPage.ts`, on the Nitro server only), and a form
 * whose schema is imported with `?validator` (its errors shown by the validator compiled at build
 * time, which the page fetched). The fixture's other pages use `<JsonForms>`, whose reducer creates
 * an AJV: `@jsonforms/core` is one module, so every page of this app that imports it loads AJV too
 * (the performance guide's "Three things keep AJV in the first bundle").
 */
export const pages: FixturePage[] = [
  {
    path: '/',
    read: async (page) => {
      const form = await readFormPage(page)
      const customer = page.getByRole('textbox', { name: 'Customer' })
      await customer.fill('Ada King')
      const stored = await page.getByTestId('fixture-data').textContent()
      // A popover's content is rendered on open: its references are checked with it open.
      await page.locator('[data-path="delivery"] [data-testid="date-open-calendar"]').click()
      await page.getByRole('dialog').waitFor()
      return { ...form, typedIsStored: stored?.includes('"customer": "Ada King"') ?? false, popoverOpen: true }
    },
  },
  {
    path: '/editor',
    read: async (page) => {
      // Tiptap builds both documents once mounted.
      await page.locator('[data-path="body"] .ProseMirror').getByText('A stored document.').waitFor()
      return {
        html: await page.locator('[data-path="summary"] .ProseMirror').innerHTML(),
        sanitisedNotes: await page.getByTestId('editor-sanitised').count(),
      }
    },
  },
  {
    path: '/tabs#tab=payment',
    read: async page => ({ selectedTab: await selectedTab(page), ibanVisible: await visible(page, 'IBAN') }),
  },
  {
    path: '/contact',
    read: async page => ({ sendVisible: await page.getByRole('button', { name: 'Send' }).isVisible() }),
  },
  {
    path: '/signup',
    read: async (page) => {
      const nickname = page.getByRole('textbox', { name: 'Nickname' })
      await nickname.fill('Al')
      await nickname.blur()
      const error = page.locator('[data-path="nickname"]').getByText('At least 3 characters')
      await error.waitFor()
      const code = (await fetchedScripts(page)).join('\n')
      return {
        errorShown: await error.isVisible(),
        compiledCheckFetched: code.includes('#/properties/nickname/minLength'),
      }
    },
  },
  {
    path: '/stepper#tab=payment',
    read: async page => ({
      ibanVisible: await visible(page, 'IBAN'),
      previousEnabled: await page.getByTestId('stepper-previous').isEnabled(),
    }),
  },
]

/** Opens `path` at `origin` in a fresh context, waits for hydration (the fixture's plugin marks it) and runs the page's check. */
export async function checkPage(browser: Browser, origin: string, { path, read }: FixturePage): Promise<NuxtPageReport> {
  const watched = await openWatchedPage(browser, origin)
  const hydrationMessages: string[] = []
  watched.page.on('console', (message) => {
    if (/hydrat/i.test(message.text()))
      hydrationMessages.push(message.text())
  })
  try {
    const { page } = watched
    await page.goto(`${origin}${path}`)
    await page.locator('html[data-hydrated="true"]').waitFor()
    const dangling = await findDanglingReferences(page)
    const facts = await read(page)
    dangling.push(...(await findDanglingReferences(page)).filter(finding => !dangling.includes(finding)))
    return { path, hydrationMessages, dangling, facts, blockedRequests: watched.blockedRequests, consoleErrors: watched.consoleErrors, pageErrors: watched.pageErrors }
  }
  finally {
    await watched.close()
  }
}

/** One line per page for the test's output: what a reader of the CI log wants to see. */
export function describeReport(mode: string, report: NuxtPageReport): string {
  return `nuxt-app ${mode} ${report.path}: ${report.hydrationMessages.length} hydration messages, ${report.dangling.length} dangling references, ${report.consoleErrors.length + report.pageErrors.length} errors; ${JSON.stringify(report.facts)}\n`
}

/** The `/` page's report in the shape the shared fixture checks read. */
export function asPageReport(report: NuxtPageReport): PageReport {
  return { ...(report.facts as Pick<PageReport, 'customer' | 'variant' | 'inputRadius'>), blockedRequests: report.blockedRequests, consoleErrors: report.consoleErrors, pageErrors: report.pageErrors }
}
