import AxeBuilder from '@axe-core/playwright'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeAllowlist } from './axeAllowlist'
import type { GallerySuite } from './gallerySuite'

/** Where the tasks' screenshots go (gitignored): `<task>-<width>-<theme>.png`. */
export const taskScreenshotDir = fileURLToPath(new URL('../test-results/builder-tasks', import.meta.url))

/** How the user works: with the mouse (and the keys for text), or with the keyboard alone. */
export type TaskMode = 'mouse' | 'keyboard'

/** The form as the builder exports it. */
export interface ExportedForm {
  schema: Record<string, unknown>
  uischema: Record<string, unknown>
}

/** A check of a drawn form, run on the builder's Preview and on the exported JSON drawn by `<JsonForm>`. */
export type FormCheck = (form: Locator, page: Page) => Promise<void>

/**
 * A user's task in the builder: every step goes through it, so that it counts the user's actions
 * (a click, a key press or typed string, a drag: one each) and collects what the page logs as an
 * error. In keyboard mode there is no mouse: `click` and `drag` throw. Moving the focus to where a
 * key is pressed (`press(key, on)`) or a text typed stands for the Tab presses that reach it and is
 * not counted apart.
 */
export interface BuilderTask {
  readonly page: Page
  readonly name: string
  readonly mode: TaskMode
  /** The user's actions so far. */
  readonly actions: number
  /** Console errors and uncaught exceptions of the page so far. */
  readonly errors: readonly string[]
  click: (target: Locator) => Promise<void>
  /**
   * Replaces the text of a field with `text` (clicked into first in mouse mode, focused in keyboard
   * mode; all of it selected, then the text entered at once, as typing it fast or pasting does).
   */
  type: (target: Locator, text: string) => Promise<void>
  /** Types `text` key by key (a list's type-ahead), on `on` when given (focused first). */
  keys: (text: string, on?: Locator) => Promise<void>
  /** Presses a key (`Enter`, `Alt+ArrowRight`), on `on` when given (focused first). */
  press: (key: string, on?: Locator) => Promise<void>
  /** Presses a button, a palette entry or an outline row: a click, or Enter on it. */
  activate: (target: Locator) => Promise<void>
  /** Ticks or unticks a checkbox or switch: a click, or Space on it. */
  toggle: (target: Locator) => Promise<void>
  /**
   * Picks `option` in a select menu opened from `trigger`: a click on each, or Enter on the
   * trigger, the option's text typed into the menu's search and Enter (`search`, when given, is typed instead).
   */
  choose: (trigger: Locator, option: string, search?: string) => Promise<void>
  /** A palette entry, by its id. */
  entry: (id: string) => Locator
  /** A field of the inspector, by its label. */
  field: (label: string) => Locator
  /** The trigger of a select menu of the inspector, by its field's path (`rule.effect`). */
  menu: (path: string) => Locator
  /** The outline's row of the element at `path` (`0.1`; the root is ``). */
  row: (path: string) => Locator
  /** Drags `from` with the mouse onto the middle of `to`, in small steps (Sortable and the canvas follow real pointer moves). */
  drag: (from: Locator, to: Locator) => Promise<void>
  /** Opens a tab of the builder (not a user action of the task: for the checks). */
  openTab: (tab: BuilderTab) => Promise<void>
  /** Screenshots at 1440 and 390 wide, light and dark, then axe-core on every tab of the builder in light and dark; gives the violations. */
  screenshotsAndAxe: () => Promise<string[]>
  /** The form, read from the Export panel (opened and closed again). */
  exported: () => Promise<ExportedForm>
  /**
   * Runs `check` on the builder's Preview, then draws the exported schema and UI schema with
   * `<JsonForm>` (the playground's render page, in this same browser page) and runs it there.
   * Gives the exported form. The builder is left; the task is over.
   */
  rendersTheSame: (check: FormCheck) => Promise<ExportedForm>
  /** One line for the run's output: `<task> by <mode>: <n> actions`. */
  report: () => string
}

export const builderTabs = ['Designer', 'Preview', 'JSON', 'Logic'] as const
export type BuilderTab = typeof builderTabs[number]
const tabPanels: Record<BuilderTab, string> = { Designer: 'builder-designer', Preview: 'builder-preview-tab', JSON: 'builder-json', Logic: 'builder-logic' }
const viewports = [{ width: 1440, height: 900 }, { width: 390, height: 844 }] as const
const schemes = ['light', 'dark'] as const

/** Opens the builder empty, at 1440×900, for one task in one mode. */
export async function startBuilderTask(suite: GallerySuite, name: string, mode: TaskMode): Promise<BuilderTask> {
  const page = await suite.openPage('#/builder', viewports[0])
  await page.locator('[data-testid=form-builder]').waitFor()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(message.text())
  })
  page.on('pageerror', error => errors.push(error.stack ?? error.message))
  let actions = 0
  const mouseOnly = (what: string) => {
    if (mode === 'keyboard')
      throw new Error(`${name}: a keyboard-only user cannot ${what}`)
  }

  async function openTab(tab: BuilderTab): Promise<void> {
    const trigger = page.locator('[data-testid=builder-tabs] [role=tab]', { hasText: tab })
    await trigger.click()
    await expect.poll(() => trigger.getAttribute('aria-selected')).toBe('true')
    await page.locator(`[data-testid=${tabPanels[tab]}]`).waitFor()
    // The JSON tab's code editors, once their chunk is in (a stand-in holds their place until then).
    if (tab === 'JSON')
      await page.locator('[data-testid=builder-json] [data-json-editor=code] .cm-content').first().waitFor()
  }

  async function axeViolations(where: string): Promise<string[]> {
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).include('[data-testid=form-builder]').analyze()
    return results.violations.flatMap(violation => violation.nodes
      .map(node => node.target.join(' '))
      .filter(target => !axeAllowlist.some(entry => entry.rule === violation.id && target.includes(entry.target)))
      .map(target => `${where}: ${violation.id} at ${target} — ${violation.help}`))
  }

  async function setScheme(scheme: typeof schemes[number]): Promise<void> {
    await page.emulateMedia({ colorScheme: scheme })
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain(scheme)
  }

  async function exported(): Promise<ExportedForm> {
    const toggle = page.getByRole('button', { name: 'Export', exact: true })
    await toggle.click()
    const { schema, uischema } = JSON.parse((await page.locator('[data-testid=builder-export-json]').textContent())!)
    await toggle.click()
    return { schema, uischema }
  }

  const inspector = page.locator('[data-testid=builder-inspector]')
  const task: BuilderTask = {
    page,
    name,
    mode,
    get actions() {
      return actions
    },
    get errors() {
      return errors
    },
    async click(target) {
      mouseOnly('click')
      actions++
      await target.click()
    },
    async type(target, text) {
      actions++
      if (mode === 'mouse')
        await target.click()
      else
        await target.focus()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.insertText(text)
    },
    async keys(text, on) {
      actions++
      if (on)
        await on.focus()
      await page.keyboard.type(text)
    },
    async press(key, on) {
      actions++
      if (on)
        await on.focus()
      await page.keyboard.press(key)
    },
    async drag(from, to) {
      mouseOnly('drag')
      actions++
      await mouseDrag(page, from, to)
    },
    async activate(target) {
      await (mode === 'mouse' ? task.click(target) : task.press('Enter', target))
    },
    async toggle(target) {
      await (mode === 'mouse' ? task.click(target) : task.press('Space', target))
    },
    async choose(trigger, option, search) {
      const choice = page.getByRole('option', { name: option, exact: true })
      if (mode === 'mouse') {
        await task.click(trigger)
        await task.click(choice)
      }
      else {
        await task.press('Enter', trigger)
        await task.keys(search ?? option)
        await choice.and(page.locator('[data-highlighted]')).waitFor()
        await task.press('Enter')
      }
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
    },
    entry: id => page.locator(`[data-entry="${id}"]`),
    field: label => inspector.getByLabel(label, { exact: true }),
    menu: path => inspector.locator(`[data-path="${path}"] button[aria-haspopup=listbox]`).first(),
    row: path => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-tree-row]`),
    openTab,
    async screenshotsAndAxe() {
      await mkdir(taskScreenshotDir, { recursive: true })
      for (const viewport of viewports) {
        await page.setViewportSize(viewport)
        for (const scheme of schemes) {
          await setScheme(scheme)
          await page.screenshot({ path: `${taskScreenshotDir}/${name}-${viewport.width}-${scheme}.png`, fullPage: true })
        }
      }
      await page.setViewportSize(viewports[0])
      const violations: string[] = []
      for (const scheme of schemes) {
        await setScheme(scheme)
        for (const tab of builderTabs) {
          await openTab(tab)
          violations.push(...await axeViolations(`${tab}, ${scheme}`))
        }
      }
      await setScheme('light')
      await openTab('Designer')
      return violations
    },
    exported,
    async rendersTheSame(check) {
      await openTab('Preview')
      await check(page.locator('[data-testid=builder-preview]'), page)
      const form = await exported()
      await page.goto(new URL('render.html', page.url()).href)
      await page.evaluate(definition => window.postMessage({ type: 'nuxt-ui-jsonforms:render', ...definition }, window.location.origin), form)
      const rendered = page.locator('[data-testid=rendered]')
      await rendered.locator('form').waitFor()
      await check(rendered, page)
      return form
    },
    report: () => `${name} by ${mode}: ${actions} actions`,
  }
  return task
}

/** The labels of the fields a drawn form shows now (its visible ones), without the required mark. */
export function visibleLabels(form: Locator): Promise<string[]> {
  return form.locator('label').evaluateAll(labels => labels
    .filter(label => (label as HTMLElement).offsetParent !== null)
    .map(label => label.textContent!.replace('*', '').trim())
    .filter(Boolean))
}

/**
 * Presses the mouse on `from` and moves in small steps to the middle of `to` (Sortable's fallback
 * and the canvas follow real pointer moves); `whileOver` runs before the button is let go.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator, whileOver?: () => Promise<void>): Promise<void> {
  await to.scrollIntoViewIfNeeded()
  await from.scrollIntoViewIfNeeded()
  const start = (await from.boundingBox())!
  const end = (await to.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 4, start.y + start.height / 2 + 10, { steps: 4 })
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 })
  await page.mouse.move(end.x + end.width / 2 + 1, end.y + end.height / 2 + 1, { steps: 2 })
  await whileOver?.()
  await page.mouse.up()
}

/** What a task test needs: the user's steps, the form they make, and a check of that form as drawn. */
export interface TaskDefinition {
  /** The file name stem of its screenshots (`job-application`). */
  name: string
  /** What is built, for the tests' titles (`a job application`). */
  title: string
  /** The user's steps, the same in both modes (the task's methods say how each is done). */
  build: (task: BuilderTask) => Promise<void>
  /** Asserts what the builder exported: the schema and UI schema (all of it, or the parts the task made). */
  exported: (form: ExportedForm) => void
  /** The drawn form checked as a user of it sees it (fields, rules, tabs or steps). */
  check: FormCheck
}

/** At most this many user actions per task and mode. */
export const taskActionLimit = 30

/**
 * The two tests of a task, each in one page: by mouse, then screenshots, axe-core on every tab and
 * the exported JSON drawn by `<JsonForm>` (run once); then by keyboard alone, which must export the
 * same form. Each builds it in at most `taskActionLimit` actions with no console error, and prints its count.
 */
export function describeBuilderTask(suite: GallerySuite, definition: TaskDefinition): void {
  async function run(mode: TaskMode): Promise<BuilderTask> {
    const task = await startBuilderTask(suite, definition.name, mode)
    await definition.build(task)
    console.log(task.report())
    expect(task.actions).toBeLessThanOrEqual(taskActionLimit)
    definition.exported(await task.exported())
    return task
  }
  describe(`builder task: ${definition.title}, by UI only`, () => {
    it(`by mouse: built in at most ${taskActionLimit} actions; screenshots, axe on every tab, and the exported JSON draws the same form`, async () => {
      const task = await run('mouse')
      expect(await task.screenshotsAndAxe()).toEqual([])
      definition.exported(await task.rendersTheSame(definition.check))
      expect(task.errors).toEqual([])
    }, 240_000)

    it(`by keyboard alone: the form in at most ${taskActionLimit} actions`, async () => {
      const task = await run('keyboard')
      expect(task.errors).toEqual([])
    }, 240_000)
  })
}
