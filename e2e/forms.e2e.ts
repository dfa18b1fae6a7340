import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

async function open(hash: string): Promise<Page> {
  const page = await suite.openPage(hash)
  await page.locator('[data-testid=form-card] form').waitFor()
  await page.waitForFunction(() => window.pendingRendererChunks() === 0)
  return page
}

const submitted = async (page: Page): Promise<unknown> => JSON.parse(await page.getByTestId('submitted-panel').innerText())
const shownData = async (page: Page): Promise<unknown> => JSON.parse(await page.getByTestId('data-panel').innerText())

describe('a submitting form, by clicks and keys', () => {
  it('type, submit invalid (summary, focus in a closed tab), fix, submit valid (loading, payload), reset', async () => {
    const page = await open('#/example/form-submit')
    const form = page.locator('[data-testid=form-card] form')
    const send = page.getByTestId('form-submit')

    // Type on the first tab; a field shows its errors once changed or left (showErrors: 'touched').
    const email = page.getByLabel('E-mail')
    expect(await form.locator('[data-path=email]').innerText()).not.toContain('Required')
    await email.pressSequentially('ada@')
    await expect.poll(() => form.locator('[data-path=email]').innerText()).toContain('Must be a valid email address')
    await email.fill('ada@example.org')

    // Send: the postcode, required, is on the closed Address tab.
    await send.click()
    const summary = form.locator('[role=alert][data-testid=error-summary]')
    await expect.poll(() => summary.innerText()).toContain('Postcode: Required')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('zip')
    expect(await form.getByRole('tab', { selected: true }).innerText()).toContain('Address')
    expect(await page.getByTestId('failed-submits').innerText()).toContain('1')
    const axe = await new AxeBuilder({ page }).include('[data-testid=form-card]').analyze()
    expect(axe.violations.flatMap(violation => violation.nodes.map(node => `${violation.id} at ${node.target.join(' ')}`))).toEqual([])

    // Fix it, with the schema's own message on the way.
    const zip = page.getByLabel('Postcode')
    await zip.pressSequentially('750')
    await expect.poll(() => form.locator('[data-path=zip]').innerText()).toContain('Five digits, such as 75001')
    await zip.pressSequentially('01')
    await expect.poll(() => summary.count()).toBe(0)

    // Send with Enter: the button loads and the form is read-only until the handler settles.
    await zip.press('Enter')
    await expect.poll(() => send.getAttribute('disabled')).not.toBeNull()
    await expect.poll(() => zip.isEditable()).toBe(false)
    await expect.poll(() => submitted(page)).toEqual({ name: 'Ada', email: 'ada@example.org', zip: '75001' })
    await expect.poll(() => zip.isEditable()).toBe(true)
    expect(await send.getAttribute('disabled')).toBeNull()

    // Reset: the first data, no error shown.
    await page.getByTestId('form-reset').click()
    await expect.poll(() => shownData(page)).toEqual({ name: 'Ada' })
    await form.getByRole('tab', { name: 'You' }).click()
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe('')
    expect(await form.locator('[data-path=email]').innerText()).not.toContain('Required')
    expect(await page.getByTestId('form-reset').isDisabled()).toBe(true)
  })
})

describe('a form whose errors show after the first submit', () => {
  it('shows none before Send, then the conditional required error at its field', async () => {
    const page = await open('#/example/form-conditional')
    const form = page.locator('[data-testid=form-card] form')
    await page.getByLabel('Card number').pressSequentially('4242')
    expect(await form.locator('[data-path=card]').innerText()).not.toContain('At least 12 characters')
    await expect.poll(() => form.locator('[data-path=cvc] label').getAttribute('class')).toContain("after:content-['*']")
    await page.getByTestId('form-submit').click()
    await expect.poll(() => form.locator('[data-path=cvc]').innerText()).toContain('Required')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('card')
    expect(await form.locator('[data-path=card]').innerText()).toContain('At least 12 characters')
  })
})
