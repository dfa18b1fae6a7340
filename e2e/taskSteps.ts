import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { BuilderTask } from './builderTask'

export const inspector = (page: Page): Locator => page.locator('[data-testid=builder-inspector]')
/** An inspector field by its name in the inspector's own form: `field.title`, `element.label`, `field.fields.0.title`. */
export const inspectorField = (page: Page, name: string): Locator => inspector(page).locator(`[name="${name}"]`)
export const paletteEntry = (page: Page, id: string): Locator => page.locator(`[data-entry="${id}"]`)
export const treeRow = (page: Page, path: string): Locator => page.locator(`[data-builder-tree] [data-path="${path}"] > div [data-tree-row]`)

/** The card of one row of the inspector's Fields list (`variant`: of that variant's Fields). */
export function fieldRow(page: Page, index: number, variant?: number): Locator {
  const name = variant === undefined ? `field.fields.${index}.title` : `field.variants.${variant}.fields.${index}.title`
  // The innermost card that holds the row's title: a variant's card holds it too.
  return inspector(page).locator(`[data-item-key]:has([name="${name}"])`).last()
}

/** Activates a button: a click, or Enter on it from the keyboard. */
export function select(task: BuilderTask, target: Locator): Promise<void> {
  return task.mode === 'mouse' ? task.click(target) : task.press('Enter', target)
}

/**
 * Picks an option of a select: opened and clicked with the mouse; from the keyboard, opened with
 * Enter, the option's first letters typed (its type-ahead) and Enter.
 */
export async function pick(task: BuilderTask, trigger: Locator, option: string, typeahead: string): Promise<void> {
  if (task.mode === 'mouse') {
    await task.click(trigger)
    await task.click(task.page.getByRole('option', { name: option, exact: true }))
  }
  else {
    await task.press('Enter', trigger)
    await task.type(task.page.locator('[role=listbox]'), typeahead)
    await task.press('Enter')
  }
  await expect.poll(() => task.page.locator('[role=listbox]').count()).toBe(0)
  await expect.poll(() => trigger.textContent()).toContain(option)
}

/**
 * Picks an option of a searchable menu (a select menu): opened and clicked with the mouse; from the
 * keyboard, opened with Enter, searched for, and Enter.
 */
export async function pickSearched(task: BuilderTask, trigger: Locator, option: string): Promise<void> {
  if (task.mode === 'mouse') {
    await task.click(trigger)
    await task.click(task.page.getByRole('option', { name: option, exact: true }))
  }
  else {
    await task.press('Enter', trigger)
    await task.type(task.page.getByRole('combobox').and(task.page.locator(':focus')), option)
    await task.press('Enter')
    // The menu stays open for typing another format: Escape leaves it, the focus back on its trigger.
    await task.press('Escape')
    await expect.poll(() => task.page.locator('[role=listbox]').count()).toBe(0)
  }
  await expect.poll(() => trigger.textContent()).toContain(option)
}

const typeaheads: Record<string, string> = { 'Select': 'Se', 'Whole number': 'W', 'Number': 'N', 'Switch': 'Sw', 'Tags': 'Ta', 'Email': 'E', 'Text': 'Te' }

/** Picks the kind of a row of the Fields list. */
export function chooseKind(task: BuilderTask, row: number, kind: string, variant?: number): Promise<void> {
  return pick(task, fieldRow(task.page, row, variant).getByLabel('Kind', { exact: true }), kind, typeaheads[kind])
}
