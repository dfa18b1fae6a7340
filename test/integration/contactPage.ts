import type { Browser, Page } from 'playwright-core'
import { openWatchedPage } from '../../e2e/browser'

/** What the fixture's `/contact` page (the forms guide's server example) showed through a submit to its Nitro route. */
export interface ContactReport {
  /** The route's answer to the invalid submit, and the messages then shown at the two fields. */
  invalid: { status: number, name: string[], email: string[] }
  /** The route's answer to the corrected submit, and whether the page thanked for it. */
  valid: { status: number, thanked: boolean, errorsShown: number }
  consoleErrors: string[]
  pageErrors: string[]
}

const errorsAt = (page: Page, path: string) => page.locator(`[data-path="${path}"] [id$="-error"]`).allTextContents()

/** Types into the page's two fields, submits, and returns the status of the route's answer. */
async function submit(page: Page, name: string, email: string): Promise<number> {
  await page.locator('[data-path="name"] input').fill(name)
  await page.locator('[data-path="email"] input').fill(email)
  const [response] = await Promise.all([
    page.waitForResponse(response => new URL(response.url()).pathname === '/api/contact'),
    page.getByRole('button', { name: 'Send' }).click(),
  ])
  return response.status()
}

/**
 * Opens `/contact` on the app's Nitro server, submits data the route's `validateData` rejects,
 * reads the errors shown at the fields, then submits corrected data.
 */
export async function checkContactPage(browser: Browser, origin: string): Promise<ContactReport> {
  const watched = await openWatchedPage(browser, origin)
  try {
    const { page } = watched
    await page.goto(`${origin}/contact`)
    await page.locator('html[data-hydrated="true"]').waitFor()
    const invalidStatus = await submit(page, 'A', 'not an address')
    await page.locator('[data-path="email"] [id$="-error"]').waitFor()
    const invalid = { status: invalidStatus, name: await errorsAt(page, 'name'), email: await errorsAt(page, 'email') }
    const validStatus = await submit(page, 'Ada', 'ada@example.org')
    await page.getByText('Thank you, we will write back.').waitFor()
    const valid = { status: validStatus, thanked: true, errorsShown: await page.locator('[id$="-error"]').count() }
    return { invalid, valid, consoleErrors: watched.consoleErrors, pageErrors: watched.pageErrors }
  }
  finally {
    await watched.close()
  }
}
