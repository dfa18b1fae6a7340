import { mountWith, settle } from 'nuxt-ui-jsonforms/testing'
import { arrayPlugin, booleanPlugin, choicePlugin, layoutsPlugin, numberPlugin, objectPlugin, textPlugin } from 'nuxt-ui-jsonforms'
export { unmountAll } from 'nuxt-ui-jsonforms/testing'
import { combinatorPlugin } from '..'

const mountForm = mountWith([layoutsPlugin, combinatorPlugin, objectPlugin, textPlugin, numberPlugin, booleanPlugin, choicePlugin, arrayPlugin])

export type Wrapper = Awaited<ReturnType<typeof mountForm>>['wrapper']

/** The options of the open overlay (teleported to the body). */
export const openOptions = (): HTMLElement[] => [...document.body.querySelectorAll<HTMLElement>('[role=option]')]
export const optionLabels = (): string[] => openOptions().map(option => option.textContent?.trim() ?? '')

/** Opens the variant `USelect` of a field (it opens on Enter) and returns its option labels. */
export async function openSelect(wrapper: Wrapper, path: string): Promise<string[]> {
  await wrapper.find(`[data-path="${path}"] button[role=combobox]`).trigger('keydown', { key: 'Enter' })
  await settle()
  return optionLabels()
}

/** Opens the variant `USelectMenu` of a field (it opens on click) and returns its option labels. */
export async function openMenu(wrapper: Wrapper, path: string): Promise<string[]> {
  await wrapper.find(`[data-path="${path}"] button[aria-haspopup]`).trigger('click')
  await settle()
  return optionLabels()
}

/** Picks an open option by its label: a mouse pointer-up for the select, a click for the menu. */
export async function pick(label: string, how: 'click' | 'pointerup' = 'pointerup'): Promise<void> {
  const option = openOptions().find(o => o.textContent?.trim() === label)
  if (!option)
    throw new Error(`No option "${label}" among ${optionLabels().join(', ')}`)
  if (how === 'click')
    option.click()
  else
    option.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }))
  await settle()
}

/** Opens the selector of a field and picks a variant. */
export async function switchTo(wrapper: Wrapper, path: string, label: string): Promise<void> {
  await openSelect(wrapper, path)
  await pick(label)
}

/** The label shown in a field's selector. */
export const shownVariant = (wrapper: Wrapper, path: string): string =>
  wrapper.find(`[data-path="${path}"] [data-slot=value], [data-path="${path}"] [data-slot=placeholder]`).text()

/** The `name`s of the inputs of the variant's sub-form. */
export const subFormFields = (wrapper: Wrapper): string[] =>
  wrapper.findAll('[data-testid="combinator-variant"] input[name]').map(input => input.attributes('name')!)

export const problems = (wrapper: Wrapper): string[] =>
  wrapper.findAll('[data-testid="combinator-problem"], [data-testid="combinator-no-fit"]').map(note => note.text())

/**
 * `mountForm` with the combinator family; `unmountAll` (in `afterEach`) unmounts its forms before the
 * next test: a form left mounted with its select open would react to the clicks of the next test.
 */
export const mountCombinator = mountForm
