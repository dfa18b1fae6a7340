import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

async function open(id: string): Promise<Page> {
  const page = await suite.openPage(`#/example/${id}`)
  await page.locator('[data-testid=form-card] [data-slot=body] > *').first().waitFor()
  await page.waitForFunction(() => window.pendingRendererChunks() === 0)
  return page
}

describe('the shapes of real schemas in Chromium', () => {
  it('the table is used with the keyboard: Tab from cell to cell, Enter on Add focuses the new row\'s first cell, a row moves and is removed', async () => {
    const page = await open('array-table')
    const table = page.getByRole('table', { name: 'Order lines' })
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Product', 'Quantity', 'Unit', 'Gift wrap', 'Actions'])
    const product = table.getByRole('textbox', { name: 'Product, Flour' })
    await product.focus()
    await page.keyboard.press('End')
    await page.keyboard.type(' (rye)')
    await page.keyboard.press('Tab')
    const quantityFocused = await page.evaluate(() => document.activeElement?.closest('[data-path]')?.getAttribute('data-path'))
    expect(quantityFocused).toBe('lines.0.quantity')
    await page.getByRole('button', { name: 'Add' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-path]')?.getAttribute('data-path'))).toBe('lines.2.product')
    await page.keyboard.type('Tea')
    await page.getByRole('button', { name: 'Move Tea up' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => table.locator('tbody tr').first().locator('input').first().inputValue()).toBe('Flour (rye)')
    await expect.poll(() => table.locator('tbody tr').nth(1).locator('input').first().inputValue()).toBe('Tea')
    await page.getByRole('button', { name: 'Remove Tea' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2)
  })

  it.each(['maps', 'array-tuple', 'array-table', 'nullable', 'type-list'])('%s has no axe violation', async (id) => {
    const page = await open(id)
    const result = await new AxeBuilder({ page }).include('[data-testid=form-card]').analyze()
    expect(result.violations.map(violation => `${violation.id}: ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
