import { describe, expect, it, vi } from 'vitest'
import { type LargeCase, deepObject, largeData, longText, valueAt, wideSchema } from '../fixtures/largeInputs'
import { mountForm } from '../helpers/mountForm'

/**
 * Large inputs mount and take a keystroke. How long that takes is measured in the bench
 * (`node bench/run.mjs --part large`), never here. The schema of 10 000 properties is left to the
 * bench; a few hundred stand for it.
 */
const cases: LargeCase[] = [largeData(), wideSchema(100), deepObject(50), longText()]

describe('large inputs', () => {
  it.each(cases.map(entry => [entry.name, entry] as const))('%s: mounts, and a keystroke reaches the model', async (_, entry) => {
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    const form = await mountForm({ schema: entry.schema, uischema: entry.uischema, data: entry.data })
    const field = await form.waitForField(entry.typedPath)
    const input = field.get<HTMLInputElement | HTMLTextAreaElement>(entry.multi ? 'textarea' : 'input')
    const typed = `${input.element.value}x`
    await input.setValue(typed)
    await vi.waitFor(() => expect(valueAt(form.data.value, entry.typedPath)).toBe(typed))
    expect(form.wrapper.find('[data-testid="form-notice"]').exists()).toBe(false)
    expect([...warn.mock.calls, ...error.mock.calls]).toEqual([])
    warn.mockRestore()
    error.mockRestore()
  })

  it('keeps the large part of the data the form does not show', async () => {
    const entry = largeData(500_000)
    const form = await mountForm({ schema: entry.schema, uischema: entry.uischema, data: entry.data })
    await form.type('field3', 'changed')
    const data = form.data.value as { field3: string, history: unknown[] }
    expect(data.field3).toBe('changed')
    expect(data.history).toEqual(entry.data.history)
  })
})
