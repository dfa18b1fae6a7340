import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()
const draftKey = 'nuxt-ui-jsonforms:builder-draft'

/** A form whose UI schema is `depth` vertical layouts nested in each other around one text field. */
function nestedLayouts(depth: number) {
  let element: Record<string, unknown> = { type: 'Control', scope: '#/properties/name' }
  for (let level = 0; level < depth; level++)
    element = { type: 'VerticalLayout', elements: [element] }
  return { schema: { type: 'object', properties: { name: { type: 'string' } } }, uischema: element, data: {} }
}

/** An object schema nested `depth` levels deep with a text field `leaf` at the bottom (format B). */
function nestedObjects(depth: number) {
  let schema: Record<string, unknown> = { type: 'object', properties: { leaf: { type: 'string' } } }
  for (let level = depth - 1; level >= 1; level--)
    schema = { type: 'object', properties: { [`level${level}`]: schema } }
  return schema
}

const toolbar = (page: Page) => page.locator('[data-testid=form-builder] [role=toolbar]')

async function importText(page: Page, text: string): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Import' }).click()
  await page.locator('[data-testid=builder-import] textarea').fill(text)
  await page.locator('[data-testid=builder-import]').getByRole('button', { name: 'Import' }).click()
}

describe('forms nested deep, in Chromium', () => {
  it('the builder refuses an import of 200 nested layouts, and sets aside such a draft: the toolbar always shows', async () => {
    const page = await suite.openPage('#/builder')
    await toolbar(page).waitFor()
    await importText(page, JSON.stringify(nestedLayouts(200)))
    await expect.poll(() => page.locator('[data-testid=builder-import] [role=alert]').textContent()).toContain('levels deep')
    await page.reload()
    await toolbar(page).waitFor()
    expect(await page.locator('[data-notice]').count()).toBe(0)

    // A draft saved before the builder refused such forms.
    const raw = JSON.stringify(nestedLayouts(200))
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [draftKey, raw])
    await page.reload()
    await toolbar(page).waitFor()
    await expect.poll(() => page.locator('[data-notice=draft]').textContent()).toContain('levels deep')
    expect(await page.evaluate(key => localStorage.getItem(`${key}:set-aside`), draftKey)).toBe(raw)
    await page.reload()
    await toolbar(page).waitFor()
    expect(await page.locator('[data-notice]').count()).toBe(0)
  })

  it('the canvas renders an object schema nested 60 deep to the form\'s depth limit without running out of stack, and explains the rest', async () => {
    const page = await suite.openPage('#/builder')
    await toolbar(page).waitFor()
    await importText(page, JSON.stringify(nestedObjects(60)))
    const unrendered = page.locator('[data-testid=builder-canvas] [data-testid=unrendered-element]')
    await expect.poll(() => unrendered.allTextContents()).toEqual(['This part of the form is nested more than 64 levels deep, so it is not shown.'])
    expect(await page.locator('[data-testid=builder-render-failed]').count()).toBe(0)

    await importText(page, JSON.stringify(nestedObjects(20)))
    await page.locator('[data-testid=builder-canvas] input[name$="leaf"]').waitFor()
    expect(await unrendered.count()).toBe(0)
  })
})
