import { describe, expect, it, vi } from 'vitest'
import { type FormInput, type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { datesPlugin } from '..'

type Form = MountedForm

const mountDates = mountWith([datesPlugin])
async function mountForm(input: FormInput, ready = '[data-testid="calendar"]'): Promise<Form> {
  const form = await mountDates(input)
  // The controls are a lazy chunk: the first mount waits for its module.
  await form.waitForChunks()
  expect(document.body.querySelector(ready)).not.toBeNull()
  return form
}

const schema = objectSchema({
  day: { type: 'string', title: 'Day' },
  stay: { type: 'object', title: 'Stay', properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } } },
})

/** The days of June 2024 the calendar disables (the month is shown from the stored day). */
function disabledJuneDays(form: Form): number[] {
  return form.wrapper.findAll('[data-path="day"] [data-value^="2024-06-"]:not([data-outside-view])')
    .filter(cell => cell.attributes('data-disabled') !== undefined)
    .map(cell => Number(cell.attributes('data-value')!.slice(8)))
}
const calendarFor = (options: Record<string, unknown>) => mountForm({ schema, uischema: control('day', { format: 'calendar', ...options }), data: { day: '2024-06-12' } })
const cell = (form: Form, path: string, day: string) => form.wrapper.find(`[data-path="${path}"] [data-value="${day}"]:not([data-outside-view])`)
/** A pointer moves over the day (which highlights a range in progress), then clicks it. */
async function pick(form: Form, path: string, day: string) {
  await cell(form, path, day).trigger('mouseenter')
  await cell(form, path, day).trigger('click')
  await settle()
}

describe('calendar (UCalendar)', () => {
  it('blocks exactly the days each bound and disabled option names', async () => {
    const cases: [Record<string, unknown>, number[]][] = [
      [{ minDate: '2024-06-10' }, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [{ maxDate: '2024-06-27' }, [28, 29, 30]],
      [{ minDate: '2024-06', maxDate: '2024-06' }, []],
      [{ minDate: '2024-07' }, Array.from({ length: 30 }, (_, i) => i + 1)],
      [{ maxDate: '2023' }, Array.from({ length: 30 }, (_, i) => i + 1)],
      [{ disabledDates: ['2024-06-05', '2024-06-20', '2024-07-05'] }, [5, 20]],
      // June 2024: Sundays 2, 9, 16, 23, 30; Saturdays 1, 8, 15, 22, 29.
      [{ disabledWeekdays: [0, 6] }, [1, 2, 8, 9, 15, 16, 22, 23, 29, 30]],
      [{ disabledMonths: [6] }, Array.from({ length: 30 }, (_, i) => i + 1)],
      [{ disabledMonths: [5, 7] }, []],
      [{ disabledYears: [2024] }, Array.from({ length: 30 }, (_, i) => i + 1)],
      [{ disabledYears: [2023] }, []],
    ]
    for (const [options, days] of cases) {
      const form = await calendarFor(options)
      expect(disabledJuneDays(form), JSON.stringify(options)).toEqual(days)
      form.unmount()
    }
  }, 180_000)

  it('stores the clicked day with the pattern, and ignores a click on a blocked day', async () => {
    const form = await mountForm({ schema, uischema: control('day', { format: 'calendar', disabledDates: ['2024-06-14'], pattern: 'DD/MM/YYYY' }), data: { day: '12/06/2024' } })
    expect(cell(form, 'day', '2024-06-12').attributes('data-selected')).toBe('true')
    await pick(form, 'day', '2024-06-14')
    expect(form.data.value).toEqual({ day: '12/06/2024' })
    await pick(form, 'day', '2024-06-20')
    expect(form.data.value).toEqual({ day: '20/06/2024' })
  })

  it('with range stores { start, end } on an object, two months side by side by default', async () => {
    const form = await mountForm({ schema, uischema: control('stay', { format: 'calendar', range: true }), data: { stay: { start: '2024-06-03', end: '2024-06-05' } } })
    expect(form.wrapper.findAll('[data-path="stay"] table')).toHaveLength(2)
    await pick(form, 'stay', '2024-06-10')
    expect(form.data.value).toEqual({ stay: { start: '2024-06-03', end: '2024-06-05' } })
    await pick(form, 'stay', '2024-06-14')
    expect(form.data.value).toEqual({ stay: { start: '2024-06-10', end: '2024-06-14' } })
    expect(form.errors.value).toEqual([])
  })

  it('drops the first end of a range when the host gives the field a value, each time', async () => {
    const form = await mountForm({ schema, uischema: control('stay', { format: 'calendar', range: true }), data: { stay: { start: '2024-06-03', end: '2024-06-05' } } })
    const selected = (day: string) => cell(form, 'stay', day).attributes('data-selected') === 'true'
    for (const [first, host] of [['2024-06-10', { start: '2024-06-20', end: '2024-06-22' }], ['2024-06-11', { start: '2024-06-24', end: '2024-06-25' }]] as const) {
      await pick(form, 'stay', first)
      expect(selected(first)).toBe(true)
      expect(selected(host.start)).toBe(false)
      form.data.value = { stay: host }
      await settle()
      expect(selected(host.start)).toBe(true)
      expect(selected(host.end)).toBe(true)
      expect(selected(first)).toBe(false)
    }
    expect(form.data.value).toEqual({ stay: { start: '2024-06-24', end: '2024-06-25' } })
  })

  it('shows one month without range, the months option otherwise, and week numbers on request', async () => {
    const one = await calendarFor({})
    expect(one.wrapper.findAll('[data-path="day"] table')).toHaveLength(1)
    const three = await calendarFor({ months: 3, weekNumbers: true })
    expect(three.wrapper.findAll('[data-path="day"] table')).toHaveLength(3)
    expect(three.wrapper.find('[data-path="day"] [data-slot="cellWeek"], [data-path="day"] td[data-slot*="week"]').exists()).toBe(true)
  })

  it('keeps an unreadable stored range with a visible message', async () => {
    const form = await mountForm({ schema, uischema: control('stay', { format: 'calendar', range: true }), data: { stay: { start: 'soon' } } })
    expect(form.wrapper.find('[data-path="stay"] [data-testid="dates-unreadable"]').text()).toContain('soon')
    expect(form.data.value).toEqual({ stay: { start: 'soon' } })
  })

  it('picks a day from the popover calendar of a date field, which honours the same options', async () => {
    const form = await mountForm({ schema: objectSchema({ day: { type: 'string', title: 'Day', format: 'date' } }), uischema: control('day', { disabledWeekdays: [0] }), data: { day: '2024-06-12' } }, '[data-testid="date-input"]')
    await form.wrapper.find('[data-testid="date-open-calendar"]').trigger('click')
    await vi.waitFor(() => expect(document.body.querySelector('[data-testid="date-calendar"]')).not.toBeNull())
    const sunday = document.body.querySelector('[data-testid="date-calendar"] [data-value="2024-06-16"]:not([data-outside-view])')!
    expect(sunday.hasAttribute('data-disabled')).toBe(true)
    ;(document.body.querySelector('[data-testid="date-calendar"] [data-value="2024-06-18"]:not([data-outside-view])') as HTMLElement).click()
    await settle()
    expect(form.data.value).toEqual({ day: '2024-06-18' })
  })
})
