import { layoutsPlugin } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { mountWith } from 'nuxt-ui-jsonforms/testing'
import { datesPlugin } from '..'
import { examples } from '../examples'

const mountForm = mountWith([layoutsPlugin, datesPlugin])

describe('dates gallery examples', () => {
  it('are four, with unique ids, in the order the gallery shows them', () => {
    expect(examples).toHaveLength(4)
    expect(new Set(examples.map(example => example.id)).size).toBe(examples.length)
  })

  it.each(examples.map(example => [example.id, example] as const))('%s renders every field with its widget, valid data and only the intended messages', async (id, example) => {
    const form = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data })
    const fields = Object.keys((example.schema as { properties: object }).properties)
    await form.waitForChunks()
    expect(fields.filter(path => !form.wrapper.find(`[data-path="${path}"] [data-testid$="-input"], [data-path="${path}"] [data-testid="calendar"]`).exists())).toEqual([])
    expect(form.errors.value).toEqual([])
    expect(form.data.value).toEqual(example.data)
    // Only the constraints example stores a blocked day on purpose.
    const flagged = form.wrapper.findAll('[data-testid^="dates-"]').map(note => note.attributes('data-testid'))
    expect(flagged).toEqual(id === 'dates-constraints' ? ['dates-stored-blocked'] : [])
  })
})
