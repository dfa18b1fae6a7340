import { afterEach, describe, expect, it } from 'vitest'
import { mountForm, settle } from '../../../test/helpers/mountForm'
import { examples } from '../examples'

const unmounts: (() => void)[] = []
afterEach(() => unmounts.splice(0).forEach(unmount => unmount()))

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end)
      throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
    await settle()
  }
}

describe('dates gallery examples', () => {
  it('use the orders 60 to 63', () => {
    expect(examples.map(example => example.order)).toEqual([60, 61, 62, 63])
  })

  it.each(examples.map(example => [example.id, example] as const))('%s renders every field with its widget, valid data and only the intended messages', async (id, example) => {
    const form = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data })
    unmounts.push(() => form.wrapper.unmount())
    const fields = Object.keys((example.schema as { properties: object }).properties)
    await until(() => fields.every(path => form.wrapper.find(`[data-path="${path}"] [data-testid$="-input"], [data-path="${path}"] [data-testid="calendar"]`).exists()))
    expect(form.errors.value).toEqual([])
    expect(form.data.value).toEqual(example.data)
    // Only the constraints example stores a blocked day on purpose.
    const flagged = form.wrapper.findAll('[data-testid^="dates-"]').map(note => note.attributes('data-testid'))
    expect(flagged).toEqual(id === 'dates-constraints' ? ['dates-stored-blocked'] : [])
  })
})
