import { expect } from 'vitest'
import { type FormInput, type MountedForm, mountWith } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { datesPlugin } from '..'

const widgets = '[data-testid="date-input"], [data-testid="time-input"], [data-testid="calendar"]'
const mountDates = mountWith([layoutsPlugin, datesPlugin, textPlugin])

/**
 * A form of date, time and date-time fields (plain text beside them), mounted once the family's
 * lazy chunk is there and a date widget is drawn; with `every`, each control of the UI schema has one.
 */
export async function mountDateForm(input: FormInput, { every = false } = {}): Promise<MountedForm> {
  const form = await mountDates(input)
  await form.waitForChunks()
  const drawn = form.wrapper.findAll('[data-path]').filter(field => field.find(widgets).exists())
  if (every)
    expect(drawn).toHaveLength(JSON.stringify(input.uischema).match(/"Control"/g)!.length)
  else
    expect(drawn.length).toBeGreaterThan(0)
  return form
}
