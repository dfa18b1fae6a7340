import { describe, expect, it, vi } from 'vitest'
import { expectDeferredUpdate, recordUpdates } from '../../../test/helpers/deferredUpdate'
import { type FormInput, type MountedForm, control, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { mountDateForm } from './mountDateForm'

type Form = MountedForm
const mountForm = (input: FormInput) => mountDateForm(input, { every: true })

const schema = objectSchema({
  day: { type: 'string', title: 'Day', format: 'date' },
  at: { type: 'string', title: 'At', format: 'time' },
  when: { type: 'string', title: 'When', format: 'date-time' },
  stay: { type: 'object', title: 'Stay', properties: { start: { type: 'string' }, end: { type: 'string' } } },
})
const clearButton = (form: Form, path: string) => form.wrapper.find(`[data-path="${path}"] [data-testid="clear-button"]`)

describe('clearable date, time, date-time and calendar fields', () => {
  it('offer a clear button while they hold a value, which removes it', async () => {
    const form = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('day', { clearable: true }), control('at', { clearable: true }), control('when', { clearable: true })] } as never,
      data: { day: '2024-06-12', at: '09:30', when: '2024-06-12T09:30:00Z' },
    })
    for (const path of ['day', 'at', 'when']) {
      expect(clearButton(form, path).exists(), path).toBe(true)
      await clearButton(form, path).trigger('click')
      await settle()
      expect(clearButton(form, path).exists(), path).toBe(false)
    }
    expect(form.data.value).toEqual({})
    // The widget shows empty segments again, not the cleared date.
    expect(form.wrapper.find('[data-path="day"] [data-segment="day"]').attributes()).toHaveProperty('data-placeholder')
  })

  it('clears the half of a date-time still waiting for its other half', async () => {
    const form = await mountForm({ schema, uischema: control('when', { clearable: true }), data: {} })
    expect(clearButton(form, 'when').exists()).toBe(false)
    for (const segment of ['day', 'month', 'year']) {
      await form.wrapper.find(`[data-path="when"] [data-segment="${segment}"]`).trigger('keydown', { key: 'ArrowUp' })
      await settle()
    }
    expect(form.wrapper.find('[data-testid="dates-needs-time"]').exists()).toBe(true)
    await clearButton(form, 'when').trigger('click')
    await settle()
    expect(form.wrapper.find('[data-testid="dates-needs-time"]').exists()).toBe(false)
    expect(clearButton(form, 'when').exists()).toBe(false)
    expect(form.data.value).toEqual({})
  })

  it('drops the half of a date-time still waiting when the host gives the field a value, each time', async () => {
    const form = await mountForm({ schema, uischema: control('when'), data: {} })
    const setDayHalf = async () => {
      for (const segment of ['day', 'month', 'year']) {
        await form.wrapper.find(`[data-path="when"] [data-segment="${segment}"]`).trigger('keydown', { key: 'ArrowUp' })
        await settle()
      }
    }
    const needsTime = () => form.wrapper.find('[data-testid="dates-needs-time"]').exists()
    const shownYear = () => form.wrapper.find('[data-path="when"] [data-testid="date-input"] [data-segment="year"]').text()
    await setDayHalf()
    // The half the keys set is around today's date, never the host's year below.
    expect(shownYear()).not.toBe('1999')
    expect(needsTime()).toBe(true)
    form.data.value = { when: '1999-06-12T09:30:00Z' }
    await settle()
    expect(needsTime()).toBe(false)
    expect(shownYear()).toBe('1999')
    // Emptied again, the field takes a new half, and drops it on the next value as well.
    form.data.value = {}
    await settle()
    await setDayHalf()
    expect(needsTime()).toBe(true)
    form.data.value = { when: '1999-06-13T10:00:00Z' }
    await settle()
    expect(needsTime()).toBe(false)
    expect(shownYear()).toBe('1999')
    expect(form.data.value).toEqual({ when: '1999-06-13T10:00:00Z' })
  })

  it('clears a calendar, one day or a range', async () => {
    const form = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('day', { format: 'calendar', clearable: true }), control('stay', { format: 'calendar', range: true, clearable: true })] } as never,
      data: { day: '2024-06-12', stay: { start: '2024-06-12', end: '2024-06-14' } },
    })
    for (const path of ['day', 'stay']) {
      await clearButton(form, path).trigger('click')
      await settle()
      expect(clearButton(form, path).exists(), path).toBe(false)
    }
    expect(form.data.value).toEqual({})
  })

  it('shows no clear button without the option, while empty, or read-only', async () => {
    const form = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('day'), control('at', { clearable: true }), control('when', { clearable: true, readonly: true })] } as never,
      data: { day: '2024-06-12', when: '2024-06-12T09:30:00Z' },
    })
    expect(['day', 'at', 'when'].map(path => clearButton(form, path).exists())).toEqual([false, false, false])
  })
})

describe('iconPlacement: "inside" on date and time fields', () => {
  const icons = { leadingIcon: 'i-lucide-user', trailingIcon: 'i-lucide-mail', iconPlacement: 'inside' }
  /** The widget's own icon in its leading or trailing part (the calendar button there has an icon too). */
  const inside = (form: Form, path: string, widget: string, slot: 'leadingIcon' | 'trailingIcon') =>
    form.wrapper.find(`[data-path="${path}"] [data-testid="${widget}"] > [data-slot="${slot.replace('Icon', '')}"] > [data-slot="${slot}"]`).exists()

  it('draws the icons inside the widgets, the date popover button kept', async () => {
    const form = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('day', icons), control('at', icons), control('when', icons)] } as never,
      data: {},
    })
    expect(form.wrapper.find('[data-slot="outside-leading-icon"], [data-slot="outside-trailing-icon"]').exists()).toBe(false)
    expect([inside(form, 'day', 'date-input', 'leadingIcon'), inside(form, 'day', 'date-input', 'trailingIcon')]).toEqual([true, true])
    expect(form.wrapper.find('[data-path="day"] [data-testid="date-open-calendar"]').exists()).toBe(true)
    expect([inside(form, 'at', 'time-input', 'leadingIcon'), inside(form, 'at', 'time-input', 'trailingIcon')]).toEqual([true, true])
    // A date-time reads as one field: the leading icon starts its date, the trailing one ends its time.
    expect([inside(form, 'when', 'date-input', 'leadingIcon'), inside(form, 'when', 'time-input', 'trailingIcon')]).toEqual([true, true])
    expect([inside(form, 'when', 'time-input', 'leadingIcon'), inside(form, 'when', 'date-input', 'trailingIcon')]).toEqual([false, false])
  })

  it('lets the inputDate pass-through icons win, and keeps icons outside by default', async () => {
    const form = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [
        control('day', { ...icons, inputDate: { leadingIcon: 'i-lucide-at-sign' } }),
        control('at', { leadingIcon: 'i-lucide-user' }),
      ] } as never,
      data: {},
    })
    const at = form.wrapper.find('[data-path="day"] [data-slot="leading"] > [data-slot="leadingIcon"]').html()
    const user = form.wrapper.find('[data-path="at"] [data-slot="outside-leading-icon"]')
    expect(user.exists()).toBe(true)
    expect(at).not.toBe(user.html())
    expect(form.wrapper.find('[data-path="day"] [data-slot="outside-leading-icon"]').exists()).toBe(false)
  })
})

describe('the date popover', () => {
  it('writes the picked day one tick after the calendar\'s handler (the specification\'s defer)', async () => {
    const { middleware, paths } = recordUpdates()
    const form = await mountForm({ schema, uischema: control('day'), data: { day: '2024-06-12' }, middleware })
    await form.wrapper.find('[data-testid="date-open-calendar"]').trigger('click')
    await vi.waitFor(() => expect(document.body.querySelector('[data-testid="date-calendar"]')).not.toBeNull(), { timeout: 60_000 })
    const day = document.body.querySelector<HTMLElement>('[data-testid="date-calendar"] [data-value="2024-06-18"]:not([data-outside-view])')!
    await expectDeferredUpdate(paths, 'day', () => day.click())
    await settle()
    expect(form.data.value).toEqual({ day: '2024-06-18' })
  })
})
