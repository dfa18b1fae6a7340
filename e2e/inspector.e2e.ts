import type { Locator, Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { builderPalettes } from '../generated/builderPalettes'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

/** Every entry of the builder's palette, by id. */
const entries = Object.values(builderPalettes).flatMap(({ palette }) => palette ?? []).map(entry => entry.id).slice(Number(process.env.INSPECTOR_FROM ?? 0))

/** Builder pages working at once: the test mostly waits on its page, so two keep both cores busy. */
const parallelPages = 2

/**
 * The palette in `parallelPages` runs of neighbouring entries, each edited in a page of its own. A
 * run never starts with a Category, which goes into the Categorization added just before it.
 */
function shares(ids: readonly string[]): string[][] {
  const runs: string[][] = []
  let start = 0
  for (let share = 1; share <= parallelPages; share++) {
    let end = share === parallelPages ? ids.length : Math.round(ids.length * share / parallelPages)
    while (ids[end] === 'category')
      end++
    runs.push(ids.slice(start, end))
    start = end
  }
  return runs.filter(run => run.length > 0)
}

/** The builder's form as it saves it as a draft after every edit (its localStorage key). */
const draft = (page: Page) => page.evaluate(() => localStorage.getItem('nuxt-ui-jsonforms:builder-draft') ?? '')

/** Waits until the saved form differs from `before`; fails naming what was edited when it never does. */
async function changed(page: Page, before: string, what: string): Promise<string> {
  return vi.waitFor(async () => {
    const saved = await draft(page)
    expect(saved, `${what} changed the schema or UI schema`).not.toBe(before)
    return saved
  }, { timeout: 15_000, interval: 50 }).catch(async (error) => {
    await page.screenshot({ path: '/tmp/insp_fail.png' })
    throw error
  })
}

const inspectorOf = (page: Page) => page.locator('[data-testid=builder-inspector]')

type Widget = 'array' | 'check' | 'choose' | 'radio' | 'json' | 'number' | 'text' | 'none'

/**
 * The inspector's top-level fields (`field.title`, `options.clearable`, `rule.effect`), in order,
 * with the kind of widget each is drawn with, once no widget is a stand-in for a chunk still on its
 * way. One look at the page, taken again after every edit (a type or format changes the fields).
 */
function inspectorFields(page: Page): Promise<{ name: string, widget: Widget }[]> {
  return vi.waitFor(async () => {
    const state = await inspectorOf(page).evaluate((inspector) => {
      const widgetOf = (root: Element): Widget => {
        if (root.querySelector('[role=radio]'))
          return 'radio'
        if (root.querySelector('[data-action=add]'))
          return 'array'
        if (root.querySelector('[role=checkbox], [role=switch], input[type=checkbox]'))
          return 'check'
        if (root.querySelector('[role=combobox], [aria-haspopup=listbox]'))
          return 'choose'
        if (root.querySelector('textarea'))
          return 'json'
        const input = root.querySelector('input')
        if (!input)
          return 'none'
        return input.type === 'number' || input.inputMode === 'numeric' || input.inputMode === 'decimal' ? 'number' : 'text'
      }
      const fields: { name: string, widget: Widget }[] = []
      for (const root of inspector.querySelectorAll('[data-path]')) {
        const name = root.getAttribute('data-path')!
        if (/^(field|element|options|rule)\.[^.]+$/.test(name) && !fields.some(field => field.name === name))
          fields.push({ name, widget: widgetOf(root) })
      }
      return { loading: inspector.querySelectorAll('[data-testid=renderer-loading]').length, fields }
    })
    expect(state.loading, 'widgets still loading in the inspector').toBe(0)
    return state.fields
  }, { timeout: 20_000, interval: 50 })
}

/** Chooses, in an open list of options, the first one that is not `current`. */
async function chooseOther(page: Page, field: Locator, wanted?: RegExp): Promise<void> {
  const trigger = field.locator('[role=combobox], [aria-haspopup=listbox]').first()
  const current = (await trigger.textContent())?.trim()
  await trigger.click()
  const options = page.locator('[role=listbox] [role=option]')
  await options.first().waitFor({ timeout: 15_000 }).catch(async (error) => {
    await page.screenshot({ path: '/tmp/insp_fail.png' })
    throw new Error(`${await field.getAttribute('data-path')}: ${await field.evaluate(root => root.outerHTML.replace(/class="[^"]*"/g, '').slice(0, 1200))}`, { cause: error })
  })
  const texts = (await options.allTextContents()).map(text => text.trim())
  const index = texts.findIndex(text => text !== '' && text !== current && (!wanted || wanted.test(text)))
  await options.nth(index < 0 ? 0 : index).click()
  // Closed, the menu gives the focus back to its trigger: the next key goes where the user clicks next.
  await expect.poll(() => page.locator('[role=listbox]').count()).toBe(0)
}

/** The text typed into a text field of the inspector, by its name. */
function textFor(name: string, n: number): string {
  const typed: Record<string, string> = {
    'field.key': `field${n}`,
    'field.pattern': '^a',
    'options.leadingIcon': 'i-lucide-plus',
    'options.trailingIcon': 'i-lucide-plus',
    'element.text': `Text ${n}`,
    'element.label': `Label ${n}`,
  }
  return typed[name] ?? `Typed ${n}`
}

const fieldAt = (page: Page, name: string) => inspectorOf(page).locator(`[data-path="${name}"]`).first()

/** Edits the choices as a user does: renames one, labels it, adds one, moves one, removes one; each edit is stored. */
async function editChoices(page: Page, field: Locator, before: string): Promise<string> {
  let saved = before
  await field.locator('[data-path$=".0.value"] input').first().fill('France')
  saved = await changed(page, saved, 'renaming a choice')
  expect(saved).toContain('France')
  await field.locator('[data-path$=".0.label"] input').first().fill('La France')
  saved = await changed(page, saved, 'labelling a choice')
  await field.locator('[data-action=add]').first().click()
  saved = await changed(page, saved, 'adding a choice')
  await field.locator('[data-action=moveDown]').first().click()
  saved = await changed(page, saved, 'moving a choice down')
  await field.locator('[data-action=remove]').last().click()
  return changed(page, saved, 'removing a choice')
}

/** Edits a list as a user does: adds an item (stored), then types its text when it has one. */
async function editList(page: Page, field: Locator, before: string, what: string, text: string): Promise<string> {
  await field.locator('[data-action=add]').first().click()
  const saved = await changed(page, before, `${what}: adding an item`)
  // The item's widgets drawn (none a stand-in for a chunk still on its way) before its text field is looked for.
  await expect.poll(() => field.locator('[data-testid=renderer-loading]').count()).toBe(0)
  const input = field.locator('input:not([type=checkbox])').first()
  if (await input.count() === 0)
    return saved
  await input.fill(text)
  // What the typing stored, when the item takes the text as typed (a date item does not): the next edit is checked against it.
  return draft(page)
}

/** The rule made in any order: the effect first (kept while the rule is not complete), then the field and the value. */
async function editRule(page: Page, before: string, id: string): Promise<string> {
  await chooseOther(page, fieldAt(page, 'rule.effect'))
  const effect = (await fieldAt(page, 'rule.effect').locator('[role=combobox], [aria-haspopup=listbox]').textContent())?.trim()
  expect(effect, 'the effect chosen first stays').toMatch(/HIDE|SHOW|ENABLE|DISABLE/)
  await chooseOther(page, fieldAt(page, 'rule.field'))
  let saved = await changed(page, before, `${id}: the rule's field`)
  // Typed key by key: `t` on its way to `true` stays as typed.
  await fieldAt(page, 'rule.value').locator('input').click()
  await page.keyboard.type('true')
  saved = await changed(page, saved, `${id}: the rule's value ${await fieldAt(page, 'rule.value').locator('input').inputValue()} ${await fieldAt(page, 'rule.field').textContent()}`)
  expect(await fieldAt(page, 'rule.value').locator('input').inputValue()).toBe('true')
  expect(await inspectorOf(page).locator('[data-testid=host-overwrite]').count()).toBe(0)
  const more = fieldAt(page, 'rule.more')
  await more.locator('[data-action=add]').first().click()
  await chooseOther(page, more.locator('[data-path$=".0.field"]').first())
  saved = await changed(page, saved, `${id}: a second condition`)
  // AND is what two conditions mean when nothing is chosen: OR changes the rule.
  await chooseOther(page, fieldAt(page, 'rule.join'), /\(OR\)/)
  return changed(page, saved, `${id}: AND / OR`)
}

/**
 * Adds each entry of `ids` in turn to the form in `page` and edits every field of its inspector;
 * returns the fields edited per entry.
 */
async function editEntries(page: Page, ids: readonly string[]): Promise<Record<string, string[]>> {
  await page.locator('[data-testid=form-builder]').waitFor()
  page.setDefaultTimeout(20_000)
  // Two fields first, for the rules to read.
  for (const id of ['text', 'boolean'])
    await page.locator(`[data-entry="${id}"]`).click()
  const edited: Record<string, string[]> = {}
  let n = 0
  for (const id of ids) {
    // The root selected, so that the entry goes at the end of the form rather than into a layout added before;
    // a Category goes into the Categorization added (and still selected) just before it.
    if (id !== 'category')
      await page.locator('[data-builder-tree] [data-path=""] > div [data-tree-row]').click()
    const count = await page.locator('[data-builder-tree] [data-tree-row]').count()
    let saved = await draft(page)
    await page.locator(`[data-entry="${id}"]`).click()
    saved = await changed(page, saved, `adding ${id}`)
    // A new Categorization (or Stepper) has its first Category selected: the Categorization itself is the one edited here.
    const selected = await page.locator('[data-builder-tree] [data-tree-row][aria-current=true]').evaluate(row => row.closest<HTMLElement>('li[data-path]')!.dataset.path!)
    if (/^\d+\.0$/.test(selected) && id !== 'category')
      await page.locator(`[data-builder-tree] [data-path="${selected.split('.')[0]}"] > div [data-tree-row]`).click()
    await expect.poll(() => page.locator('[data-builder-tree] [data-tree-row]').count()).toBeGreaterThan(count)
    await inspectorOf(page).locator('[data-path]').first().waitFor()
    const done = new Set<string>()
    edited[id] = []
    // The type and the format change which fields the section has: they come last.
    const last = ['field.format', 'field.type']
    for (;;) {
      // A widget whose chunk is still on its way is drawn as a stand-in first: the fields are read once none is.
      const fields = (await inspectorFields(page)).filter(({ name }) => !done.has(name) && !name.startsWith('rule.'))
      const names = fields.map(({ name }) => name)
      const name = names.find(candidate => !last.includes(candidate)) ?? last.find(candidate => names.includes(candidate))
      if (!name)
        break
      done.add(name)
      n++
      const field = fieldAt(page, name)
      const widget = fields.find(candidate => candidate.name === name)!.widget
      if (name === 'field.choices')
        saved = await editChoices(page, field, saved)
      else if (widget === 'array')
        saved = await editList(page, field, saved, `${id}: ${name}`, `Typed ${n}`)
      else if (widget === 'check')
        await field.locator('[role=checkbox], [role=switch], input[type=checkbox]').first().click()
      else if (widget === 'radio')
        await field.locator('[role=radio][aria-checked=false]').first().click()
      else if (widget === 'choose')
        await chooseOther(page, field)
      else if (widget === 'json')
        await field.locator('textarea').fill('{ "hint": "A hint" }')
      else if (widget === 'number') {
        // A number field takes what is typed once the key is pressed that ends it.
        await field.locator('input').first().fill('3')
        await field.locator('input').first().press('Enter')
      }
      else if (widget === 'text')
        await field.locator('input').first().fill(textFor(name, n))
      else
        throw new Error(`${id}: no way to edit ${name}: ${await field.evaluate(root => root.outerHTML.replace(/class="[^"]*"/g, "").slice(0, 1500))}`)
      if (name !== 'field.choices' && widget !== 'array')
        saved = await changed(page, saved, `${id}: ${name}`)
      edited[id].push(name)
    }
    if ((await inspectorFields(page)).some(({ name }) => name === 'rule.effect')) {
      await editRule(page, saved, id)
      edited[id].push('rule')
    }
  }
  // Every entry had fields to edit: its field section, its element's own fields or options, its rule.
  for (const id of ids)
    expect(edited[id].length, id).toBeGreaterThan(0)
  const form = JSON.parse(await draft(page))
  expect(Object.keys(form.schema.properties).length).toBeGreaterThan(ids.filter(id => !/layout|group|label|categor/.test(id)).length)
  return edited
}

describe('inspector in the built playground', () => {
  it('edits every inspector field of every palette entry by clicks and keys; each edit reaches the form and nothing throws', async () => {
    const runs = shares(entries)
    const pages = await Promise.all(runs.map(() => suite.openPage('#/builder', { width: 1440, height: 900 })))
    const edited = Object.assign({}, ...await Promise.all(runs.map((run, index) => editEntries(pages[index]!, run)))) as Record<string, string[]>
    expect(Object.keys(edited).sort(), 'every palette entry edited').toEqual([...entries].sort())
  }, 900_000)
})
