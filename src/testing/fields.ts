import type { DOMWrapper, VueWrapper } from '@vue/test-utils'
import { vi } from 'vitest'
import { settle, waitForChunks } from './chunks'

/** The element of the control at a data path. */
export function fieldOf(wrapper: VueWrapper, path: string): DOMWrapper<Element> {
  return wrapper.find(`[data-path="${path}"]`)
}

/**
 * Waits until the control at a data path is there, its lazy chunk loaded, and returns it.
 * @example const field = await waitForField(form, 'address.city')
 */
export async function waitForField(form: { wrapper: VueWrapper }, path: string): Promise<DOMWrapper<Element>> {
  await waitForChunks()
  await vi.waitFor(() => {
    if (!fieldOf(form.wrapper, path).exists())
      throw new Error(`no control at "${path}"`)
  })
  return fieldOf(form.wrapper, path)
}

/**
 * Types `text` into the input or textarea of the control at a data path (replacing its value, as a
 * user selecting all and typing does), then waits for the form to take it.
 * @example await typeInto(form, 'name', 'Ada')
 */
export async function typeInto(form: { wrapper: VueWrapper }, path: string, text: string): Promise<void> {
  const field = await waitForField(form, path)
  const input = field.find('input:not([type="hidden"]), textarea')
  if (!input.exists())
    throw new Error(`the control at "${path}" has no input or textarea`)
  await input.setValue(text)
  await settle()
}
