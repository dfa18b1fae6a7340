import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshotDir, useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

/** axe-core violations in the builder, with a field selected so that the inspector is filled. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-testid=form-builder]').analyze()
  return results.violations.flatMap(violation => violation.nodes.map(node => `${violation.id} at ${node.target.join(' ')}`))
}

/** The tree's rows, by their visible title, the root layout left out. */
async function treeTitles(page: Page): Promise<string[]> {
  const titles = await page.locator('[data-builder-tree] [data-tree-row] .truncate').allTextContents()
  return titles.slice(1).map(title => title.trim())
}
/** Opens a tab of the builder and waits for its panel. */
async function openTab(page: Page, name: 'Designer' | 'Preview' | 'JSON' | 'Logic'): Promise<void> {
  const tab = page.locator('[data-testid=builder-tabs] [role=tab]', { hasText: name })
  await tab.click()
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
  await page.locator(`[data-testid=${tabPanels[name]}]`).waitFor()
  // The JSON tab's code editors, once their chunk is in (a stand-in holds their place until then).
  if (name === 'JSON')
    await expect.poll(() => page.locator('[data-testid=builder-json] [data-json-editor=code] .cm-content').count()).toBe(3)
}
const tabPanels = { Designer: 'builder-designer', Preview: 'builder-preview-tab', JSON: 'builder-json', Logic: 'builder-logic' } as const
/** The editable text of one document of the JSON tab (CodeMirror's content). */
const code = (page: Page, document: 'schema' | 'uischema' | 'data'): Locator => page.locator(`[data-json-document=${document}] .cm-content`)
/** Replaces the whole text of a JSON tab editor from the keyboard: select all, then the new text. */
async function replaceCode(page: Page, document: 'schema' | 'uischema' | 'data', text: string): Promise<void> {
  await code(page, document).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(text)
}
/** The JSON tab's code editor is in chunks of its own: a marker of CodeMirror's view that survives minifying. */
const codeMirrorMarker = /\bcm-scroller\b/
const playgroundDist = fileURLToPath(new URL('../playground/dist', import.meta.url))
/** The scripts the page has fetched so far, by path, with their text (read from the build). */
async function scriptsFetched(page: Page): Promise<Map<string, string>> {
  const paths = await page.evaluate(() => performance.getEntriesByType('resource').map(entry => new URL(entry.name).pathname).filter(path => path.endsWith('.js')))
  return new Map(await Promise.all(paths.map(async path => [path, await readFile(`${playgroundDist}${path}`, 'utf8')] as const)))
}
const frame = (page: Page, path: string): Locator => page.locator(`[data-testid=builder-canvas] [data-canvas-path="${path}"]`)
const frameButton = (page: Page, path: string): Locator => frame(page, path).locator('> div > [data-canvas-select]')
/** Whether the page scrolls sideways (wider than the screen) or, with `down`, at all. */
const scrolls = (page: Page, down = false) => page.evaluate(wanted => document.documentElement.scrollWidth > innerWidth || (wanted && document.documentElement.scrollHeight > innerHeight), down)
const row = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-tree-row]`)
const handle = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-drag-handle]`)

/** Drags with the mouse in small steps, as Sortable's fallback mode needs real pointer moves. */
async function drag(page: Page, from: Locator, to: Locator, where: 'above' | 'below'): Promise<void> {
  // The Designer's columns scroll on their own: both ends are brought into view first.
  await to.scrollIntoViewIfNeeded()
  await from.scrollIntoViewIfNeeded()
  const start = (await from.boundingBox())!
  const end = (await to.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 })
  const y = where === 'above' ? end.y + 2 : end.y + end.height - 2
  await page.mouse.move(end.x + end.width / 2, y, { steps: 20 })
  await page.mouse.up()
}

describe('form builder in the built playground', () => {
  it('builds a form from the palette, reorders it by drag and drop and by keyboard, edits it, exports it, keeps the draft and returns', async () => {
    const page = await suite.openPage(`#/builder?return=${encodeURIComponent('#/example/text')}`)
    await page.locator('[data-testid=form-builder]').waitFor()

    for (const entry of ['text', 'number', 'boolean'])
      await page.locator(`[data-entry="${entry}"]`).click()
    expect(await treeTitles(page)).toEqual(['Text', 'Number', 'Checkbox'])

    // Drag and drop: the checkbox to the top.
    await drag(page, handle(page, '2'), row(page, '0'), 'above')
    await expect.poll(() => treeTitles(page)).toEqual(['Checkbox', 'Text', 'Number'])

    // Keyboard: the number up by one, the focus staying on its row.
    await row(page, '2').focus()
    await page.keyboard.press('Alt+ArrowUp')
    await expect.poll(() => treeTitles(page)).toEqual(['Checkbox', 'Number', 'Text'])
    expect(await row(page, '1').evaluate(element => element === document.activeElement)).toBe(true)

    // Inspector: a placeholder on the text field; the canvas follows, and the Preview tab shows the data.
    await row(page, '2').click()
    const inspector = page.locator('[data-testid=builder-inspector]')
    await inspector.getByLabel('Placeholder', { exact: true }).fill('Your name')
    const canvasText = page.locator('[data-testid=builder-canvas] input[placeholder="Your name"]')
    await canvasText.waitFor()
    await canvasText.fill('Ada')
    await openTab(page, 'Preview')
    await expect.poll(() => page.locator('[data-testid=builder-data]').textContent()).toContain('"text": "Ada"')
    await openTab(page, 'Designer')
    await page.screenshot({ path: `${screenshotDir}/builder.png`, fullPage: true })
    expect(await axeViolations(page)).toEqual([])

    // Export: the JSON shown, and the downloaded file with the same content.
    await page.getByRole('button', { name: 'Export' }).click()
    const shown = JSON.parse((await page.locator('[data-testid=builder-export-json]').textContent())!)
    expect(Object.keys(shown.schema.properties)).toEqual(['text', 'number', 'boolean'])
    expect(shown.uischema.elements.map((element: { scope: string }) => element.scope)).toEqual(['#/properties/boolean', '#/properties/number', '#/properties/text'])
    expect(shown.uischema.elements[2].options).toEqual({ placeholder: 'Your name' })
    expect(shown.data).toEqual({ text: 'Ada' })
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
    expect(download.suggestedFilename()).toBe('form.json')
    expect(JSON.parse(await readFile((await download.path())!, 'utf8'))).toEqual(shown)

    // The draft survives a reload.
    await page.reload()
    await page.locator('[data-testid=form-builder]').waitFor()
    expect(await treeTitles(page)).toEqual(['Checkbox', 'Number', 'Text'])
    await page.locator('[data-testid=builder-canvas] input[placeholder="Your name"]').waitFor()
    await openTab(page, 'Preview')
    await expect.poll(() => page.locator('[data-testid=builder-data]').textContent()).toContain('"text": "Ada"')

    // The way back to the gallery.
    await page.getByRole('link', { name: 'Back to gallery' }).click()
    await page.locator('[data-example="text"]').waitFor()
    expect(new URL(page.url()).hash).toBe('#/example/text')
  }, 180_000)

  it('designs on the live form, previews with validation, edits the JSON, lists the logic; each tab axe-clean in light and dark, at 1440 and on a phone', async () => {
    const page = await suite.openPage('#/builder', { width: 1440, height: 900 })
    // Room for every script of the journey in the page's list of fetched resources (250 by default).
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000))
    await page.locator('[data-testid=form-builder]').waitFor()
    for (const entry of ['text', 'date', 'select'])
      await page.locator(`[data-entry="${entry}"]`).click()
    expect(await treeTitles(page)).toEqual(['Text', 'Date', 'Select'])

    // The Date selected by a click on the canvas (on its frame, beside the control): the tree and the inspector follow.
    await row(page, '').click()
    const date = frame(page, '1')
    const box = (await date.boundingBox())!
    await date.click({ position: { x: box.width - 6, y: box.height - 3 } })
    await expect.poll(() => frameButton(page, '1').getAttribute('aria-pressed')).toBe('true')
    expect(await row(page, '1').getAttribute('aria-current')).toBe('true')
    const inspector = page.locator('[data-testid=builder-inspector]')
    expect(await inspector.getByLabel('Key', { exact: true }).inputValue()).toBe('date')
    // A date field draws its segments, not a placeholder: the inspector does not offer one.
    expect(await inspector.getByLabel('Placeholder', { exact: true }).count()).toBe(0)
    await inspector.getByLabel('Description', { exact: true }).fill('When?')

    // Moved up with the keyboard from its frame; the focus follows it.
    await frameButton(page, '1').focus()
    await page.keyboard.press('Alt+ArrowUp')
    await expect.poll(() => treeTitles(page)).toEqual(['Date', 'Text', 'Select'])
    await expect.poll(() => frameButton(page, '0').evaluate(element => element === document.activeElement)).toBe(true)

    // The text field becomes an e-mail: its format set in the inspector, after selecting it on the canvas.
    await frameButton(page, '1').click()
    await inspector.getByLabel('Title', { exact: true }).fill('E-mail')
    // The format from the list of those the forms know.
    await inspector.getByLabel('Format', { exact: true }).click()
    await page.getByRole('option', { name: 'email', exact: true }).click()
    await expect.poll(() => inspector.getByLabel('Format', { exact: true }).textContent()).toContain('email')
    // The menu offers typing a format of one's own: it stays open until left.
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
    await inspector.getByLabel('Placeholder', { exact: true }).fill('you@example.com')
    await expect.poll(() => frame(page, '1').textContent()).toContain('E-mail')
    await frame(page, '1').locator('input[placeholder="you@example.com"]').waitFor()

    // Both the canvas and the inspector wholly in view without scrolling the page.
    const inView = async (testid: string) => {
      const { y, height } = (await page.locator(`[data-testid=${testid}]`).boundingBox())!
      return y >= 0 && y + height <= page.viewportSize()!.height
    }
    expect(await inView('builder-canvas-pane')).toBe(true)
    expect(await inView('builder-inspector-pane')).toBe(true)
    expect(await scrolls(page, true), 'the page scrolls at 1440×900').toBe(false)

    // Preview: an invalid e-mail shows its message once touched; Check lists every problem.
    await openTab(page, 'Preview')
    const email = page.locator('[data-testid=builder-preview]').getByLabel('E-mail')
    await email.fill('not-an-address')
    await email.blur()
    await page.locator('[data-testid=builder-preview]', { hasText: 'Must be a valid email address' }).waitFor()
    await page.locator('[data-testid=builder-check]').click()
    await expect.poll(() => page.locator('[data-testid=builder-check-result]').textContent()).toContain('E-mail: Must be a valid email address')
    await expect.poll(() => page.locator('[data-testid=builder-data]').textContent()).toContain('"eMail": "not-an-address"')
    await page.locator('[data-testid=builder-device] [role=tab]', { hasText: 'Phone' }).click()
    await expect.poll(() => page.locator('[data-testid=builder-preview]').evaluate(element => element.getBoundingClientRect().width)).toBeLessThanOrEqual(390)

    // The builder, with every tab but JSON seen, has not fetched CodeMirror; the JSON tab fetches it.
    const beforeJson = await scriptsFetched(page)
    expect([...beforeJson.keys()].some(path => /BuilderView-/.test(path)), 'the builder chunk').toBe(true)
    expect([...beforeJson].filter(([, script]) => codeMirrorMarker.test(script)).map(([path]) => path)).toEqual([])

    // JSON: a broken schema is refused with where and why, the form untouched; fixed, it is applied.
    await openTab(page, 'JSON')
    const codeChunks = [...await scriptsFetched(page)].filter(([path, script]) => !beforeJson.has(path) && codeMirrorMarker.test(script))
    expect(codeChunks).toHaveLength(1)
    console.log(`JSON tab code editor chunk ${codeChunks[0][0]}: ${(gzipSync(codeChunks[0][1]).length / 1024).toFixed(1)} kB gzip`)
    expect(await page.getByRole('textbox', { name: 'Schema, as JSON text', exact: true }).count()).toBe(1)
    const good = JSON.parse((await code(page, 'schema').textContent())!)
    good.properties.select.title = 'Colour'
    const text = JSON.stringify(good, null, 2)
    await replaceCode(page, 'schema', text)
    // A comma typed after the title breaks it: located in words and marked at the spot in the editor.
    await page.keyboard.press('ControlOrMeta+Home')
    for (let line = text.split('\n').findIndex(line => line.includes('"Colour"')); line > 0; line--)
      await page.keyboard.press('ArrowDown')
    await page.keyboard.press('End')
    await page.keyboard.type(',')
    const problem = page.locator('[data-json-document=schema] [data-json-problem]')
    await expect.poll(() => problem.textContent()).toMatch(/line \d+, column \d+, at \/properties\/select/)
    await page.locator('[data-json-document=schema] .cm-lintRange-error').waitFor()
    expect(await code(page, 'schema').getAttribute('aria-invalid')).toBe('true')
    await page.screenshot({ path: `${screenshotDir}/builder-json-invalid-1440.png` })
    // Deleted, the text is valid again; Tab then moves on to the next editor (it does not indent).
    await page.keyboard.press('Backspace')
    await problem.waitFor({ state: 'detached' })
    expect(await page.locator('[data-json-document=schema] .cm-lintRange-error').count()).toBe(0)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-json-document]')?.dataset.jsonDocument)).toBe('uischema')
    expect(JSON.parse((await code(page, 'schema').textContent())!)).toEqual(good)
    await openTab(page, 'Designer')
    await expect.poll(() => frame(page, '2').textContent()).toContain('Colour')

    // Logic: a rule written into the UI schema text shows in the list, with its element and condition.
    await openTab(page, 'JSON')
    const uischema = JSON.parse((await code(page, 'uischema').textContent())!)
    uischema.elements[2].rule = { effect: 'HIDE', condition: { scope: '#/properties/date', schema: { const: '2000-01-01' } } }
    await replaceCode(page, 'uischema', JSON.stringify(uischema, null, 2))
    await openTab(page, 'Logic')
    const rule = page.locator('[data-testid=builder-logic] [data-rule-path="2"]')
    await expect.poll(() => rule.textContent()).toContain('Colour')
    expect(await rule.getByRole('combobox').first().textContent()).toContain('HIDE')

    // Logic: a rule added there to another element (element, effect, condition), then removed.
    const adder = page.locator('[data-testid=builder-logic-add]')
    await adder.locator('[data-logic-add=element]').click()
    await page.getByRole('option', { name: /^E-mail/ }).click()
    await adder.locator('[data-logic-add=effect]').click()
    await page.getByRole('option', { name: 'DISABLE', exact: true }).click()
    await adder.locator('[data-logic-add=field]').click()
    await page.getByRole('option', { name: 'date', exact: true }).click()
    await adder.getByRole('button', { name: 'Add the rule' }).click()
    const added = page.locator('[data-testid=builder-logic] [data-rule-path="1"]')
    await expect.poll(() => added.textContent()).toContain('E-mail')
    expect(await added.getByRole('combobox').first().textContent()).toContain('DISABLE')
    await added.getByRole('button', { name: 'Remove the rule' }).click()
    await added.waitFor({ state: 'detached' })

    // Each tab, light and dark: screenshots and axe-core.
    const tabs = ['Designer', 'Preview', 'JSON', 'Logic'] as const
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain(scheme)
      for (const tab of tabs) {
        await openTab(page, tab)
        await page.screenshot({ path: `${screenshotDir}/builder-${tab.toLowerCase()}-${scheme}-1440.png` })
        expect(await axeViolations(page), `${tab}, ${scheme}`).toEqual([])
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })

    // Export, then the draft after a reload.
    await openTab(page, 'Designer')
    await page.getByRole('button', { name: 'Export' }).click()
    const exported = JSON.parse((await page.locator('[data-testid=builder-export-json]').textContent())!)
    expect(exported.uischema.elements.map((element: { scope: string }) => element.scope)).toEqual(['#/properties/date', '#/properties/eMail', '#/properties/select'])
    expect(exported.schema.properties.select.title).toBe('Colour')
    expect(exported.schema.properties.date.description).toBe('When?')
    expect(exported.uischema.elements[1].options).toEqual({ placeholder: 'you@example.com' })
    expect(exported.uischema.elements[2].rule).toMatchObject({ effect: 'HIDE', condition: { scope: '#/properties/date' } })
    await page.reload()
    await page.locator('[data-testid=form-builder]').waitFor()
    expect(await treeTitles(page)).toEqual(['Date', 'E-mail', 'Colour'])
    await frameButton(page, '0').click()
    expect(await inspector.getByLabel('Description', { exact: true }).inputValue()).toBe('When?')

    // Duplicated from its row's menu: the copy follows it, with a key of its own, and is selected.
    await page.locator('[data-builder-tree] [data-path="0"] > div [data-row-menu]').click()
    await page.getByRole('menuitem', { name: 'Duplicate', exact: true }).click()
    await expect.poll(() => treeTitles(page)).toEqual(['Date', 'Date 2', 'E-mail', 'Colour'])
    await expect.poll(() => inspector.getByLabel('Key', { exact: true }).inputValue()).toBe('date2')

    // A palette entry dragged onto the canvas lands after the element it is let go on (its lower half).
    await drag(page, page.locator('[data-entry="number"]'), frame(page, '2'), 'below')
    await expect.poll(() => treeTitles(page)).toEqual(['Date', 'Date 2', 'E-mail', 'Number', 'Colour'])

    // A phone: one pane at a time, nothing wider than the screen, the selected row's actions in a menu.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain(scheme)
      for (const tab of tabs) {
        await openTab(page, tab)
        expect(await scrolls(page), `${tab} is wider than a phone`).toBe(false)
        await page.screenshot({ path: `${screenshotDir}/builder-${tab.toLowerCase()}-${scheme}-390.png`, fullPage: true })
        expect(await axeViolations(page), `${tab}, ${scheme}, phone`).toEqual([])
      }
    }
    await openTab(page, 'Designer')
    const panes = page.locator('[data-testid=builder-panes]')
    await page.locator('[data-testid=builder-canvas]').waitFor()
    expect(await page.locator('[data-testid=builder-inspector]').isVisible()).toBe(false)
    await panes.getByRole('tab', { name: 'Outline' }).click()
    await row(page, '1').click()
    await page.locator('[data-builder-tree] [data-path="1"] > div [data-row-menu]').click()
    await page.getByRole('menuitem', { name: 'Move up' }).click()
    await expect.poll(() => treeTitles(page)).toEqual(['Date 2', 'Date', 'E-mail', 'Number', 'Colour'])
    expect(await scrolls(page), 'the outline is wider than a phone').toBe(false)
    await panes.getByRole('tab', { name: 'Inspector' }).click()
    await page.locator('[data-testid=builder-inspector]').getByLabel('Key', { exact: true }).waitFor()
    expect(await scrolls(page), 'the inspector is wider than a phone').toBe(false)
    await page.screenshot({ path: `${screenshotDir}/builder-inspector-phone.png`, fullPage: true })

    // A ten-field form at 1280×800: the canvas and the inspector both wholly in view, the page not scrolling.
    await page.setViewportSize({ width: 1280, height: 800 })
    await openTab(page, 'JSON')
    const keys = Array.from({ length: 10 }, (_, index) => `field${index + 1}`)
    await replaceCode(page, 'schema', JSON.stringify({ type: 'object', properties: Object.fromEntries(keys.map(key => [key, { type: 'string' }])) }))
    await replaceCode(page, 'uischema', JSON.stringify({ type: 'VerticalLayout', elements: keys.map(key => ({ type: 'Control', scope: `#/properties/${key}` })) }))
    await openTab(page, 'Designer')
    await expect.poll(() => treeTitles(page)).toHaveLength(10)
    await frameButton(page, '9').click()
    expect(await inView('builder-canvas-pane')).toBe(true)
    expect(await inView('builder-inspector-pane')).toBe(true)
    expect(await scrolls(page, true), 'the page scrolls at 1280×800').toBe(false)
    await page.screenshot({ path: `${screenshotDir}/builder-designer-ten-fields-1280.png` })
  }, 300_000)

  it('opens a gallery example in the builder, and on a phone stacks its panels', async () => {
    const page = await suite.openPage('#/example/radio', { width: 390, height: 844 })
    await page.locator('[data-testid=form-card]').waitFor()
    await page.getByRole('link', { name: 'Open in builder' }).click()
    await page.locator('[data-testid=form-builder]').waitFor()
    expect((await treeTitles(page)).length).toBeGreaterThan(0)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'no sideways scrolling on a phone').toBeLessThanOrEqual(390)
    await page.screenshot({ path: `${screenshotDir}/builder-phone.png`, fullPage: true })
  })
})
