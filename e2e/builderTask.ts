import AxeBuilder from '@axe-core/playwright'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
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
  /** Replaces the text of a field with `text`, typed key by key (clicked into first in mouse mode, focused in keyboard mode). */
  type: (target: Locator, text: string) => Promise<void>
  /** Presses a key (`Enter`, `Alt+ArrowRight`), on `on` when given (focused first). */
  press: (key: string, on?: Locator) => Promise<void>
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

  return {
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
      await to.scrollIntoViewIfNeeded()
      await from.scrollIntoViewIfNeeded()
      const start = (await from.boundingBox())!
      const end = (await to.boundingBox())!
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
      await page.mouse.down()
      await page.mouse.move(start.x + start.width / 2 + 4, start.y + start.height / 2 + 10, { steps: 4 })
      await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 })
      await page.mouse.move(end.x + end.width / 2 + 1, end.y + end.height / 2 + 1, { steps: 2 })
      await page.mouse.up()
    },
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
}

/** The labels of the fields a drawn form shows now (its visible ones), without the required mark. */
export function visibleLabels(form: Locator): Promise<string[]> {
  return form.locator('label').evaluateAll(labels => labels
    .filter(label => (label as HTMLElement).offsetParent !== null)
    .map(label => label.textContent!.replace('*', '').trim())
    .filter(Boolean))
}
