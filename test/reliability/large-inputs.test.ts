import { createAjv } from 'nuxt-ui-jsonforms'
import { describe, expect, it, vi } from 'vitest'
import { toRaw } from 'vue'
import { type LargeCase, deepObject, largeData, longText, valueAt, wideSchema } from '../fixtures/largeInputs'
import { mountForm, settle } from '../helpers/mountForm'
import { mountJsonForm } from '../helpers/mountJsonForm'

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

describe('a keystroke beside a large data object (<JsonForm v-model>)', () => {
  it('validates the typed property alone, hands the host a new object holding the same history, and keeps the errors exact', async () => {
    const entry = largeData(200_000)
    const history = entry.data.history as { size: number, by?: string }[]
    history[7] = { ...history[7]!, size: -1 }
    // Each history entry's `by` goes through the `counted` format: the count tells how often the history was validated.
    let checks = 0
    const ajv = createAjv()
    ajv.addFormat('counted', { validate: () => (checks++, true) })
    const schema = structuredClone(entry.schema) as { properties: { history: { items: { properties: { by: Record<string, unknown> } } } } }
    schema.properties.history.items.properties.by.format = 'counted'
    const { wrapper, data, errors } = await mountJsonForm(entry.data, { schema, uischema: entry.uischema, ajv })
    const validatedOnMount = checks
    expect(validatedOnMount).toBe(history.length)

    const input = wrapper.get<HTMLInputElement>('input[name="field0"]')
    for (const text of ['a', 'ab', 'x'.repeat(201)]) {
      await input.setValue(text)
      await settle()
    }
    expect(checks).toBe(validatedOnMount)
    const typed = data.value as { field0: string, history: unknown }
    expect(toRaw(typed)).not.toBe(entry.data)
    expect(typed.field0).toBe('x'.repeat(201))
    expect(toRaw(typed.history)).toBe(history)
    // The errors a full validation of the new data gives, in its order.
    const full = createAjv()
    full.addFormat('counted', () => true)
    const validate = full.compile(schema)
    validate(structuredClone(toRaw(typed)))
    const describe = (list: readonly { instancePath: string, keyword: string, schemaPath: string }[] | null | undefined) => list?.map(error => `${error.instancePath} ${error.keyword} ${error.schemaPath}`)
    expect(describe(errors.value)).toEqual(describe(validate.errors))
    expect(describe(errors.value)).toEqual(['/field0 maxLength #/properties/field0/maxLength', '/history/7/size minimum #/properties/history/items/properties/size/minimum'])
  })
})
