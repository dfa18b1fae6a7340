import { settle, waitForChunks } from 'nuxt-ui-jsonforms/testing'
import type { mountForm } from 'nuxt-ui-jsonforms/testing'

export type Wrapper = Awaited<ReturnType<typeof mountForm>>['wrapper']

/** The options of the open overlay (teleported to the body). */
export const openOptions = (): HTMLElement[] => [...document.body.querySelectorAll<HTMLElement>('[role=option]')]

/** Opens the select menu of a field (it opens on click, its widget fetched on the first) and returns its options. */
export async function openMenu(wrapper: Wrapper, path: string): Promise<HTMLElement[]> {
  await wrapper.find(`[data-path="${path}"] button[aria-haspopup]`).trigger('click')
  await waitForChunks()
  return openOptions()
}

/** Opens the USelect of a field (it opens on Enter or pointer down) and returns its options. */
export async function openSelect(wrapper: Wrapper, path: string): Promise<HTMLElement[]> {
  await wrapper.find(`[data-path="${path}"] button[role=combobox]`).trigger('keydown', { key: 'Enter' })
  await settle()
  return openOptions()
}

/** Picks an open option by its label: a click for the menu, a mouse pointer-up for the select. */
export async function pick(label: string, how: 'click' | 'pointerup' = 'click'): Promise<void> {
  const option = openOptions().find(o => o.textContent?.trim() === label)
  if (!option)
    throw new Error(`No option "${label}" among ${openOptions().map(o => o.textContent?.trim()).join(', ')}`)
  if (how === 'click')
    option.click()
  else
    option.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }))
  await settle()
}

/** Types into the search box of an open select menu. */
export async function search(text: string): Promise<void> {
  const input = document.body.querySelector<HTMLInputElement>('[role=dialog] input, [data-slot=content] input')!
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
  await settle()
}

/** The label shown in a field's trigger (its value, else its placeholder). */
export const shownValue = (wrapper: Wrapper, path: string): string =>
  wrapper.find(`[data-path="${path}"] [data-slot=value], [data-path="${path}"] [data-slot=placeholder]`).text()

export const notes = (wrapper: Wrapper, path: string): string[] =>
  wrapper.findAll(`[data-path="${path}"] [data-testid="choice-not-a-choice"]`).map(note => note.text())
