import { describe, expect, it } from 'vitest'
import { type FormInput, type MountedForm, control, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { mountDateForm } from './mountDateForm'

type Form = MountedForm
const mountForm = (input: FormInput) => mountDateForm(input)

const schema = objectSchema({
  day: { type: 'string', title: 'Day', format: 'date' },
  at: { type: 'string', title: 'At', format: 'time' },
  when: { type: 'string', title: 'When', format: 'date-time' },
  plain: { type: 'string', title: 'Plain' },
})

async function press(form: Form, path: string, segment: string, key = 'ArrowUp') {
  const element = form.wrapper.find(`[data-path="${path}"] [data-segment="${segment}"]`)
  expect(element.exists(), `${path} ${segment}`).toBe(true)
  await element.trigger('keydown', { key })
  await settle()
}
const segments = (form: Form, path: string) => form.wrapper.findAll(`[data-path="${path}"] [data-segment]`).map(segment => segment.attributes('data-segment'))
const message = (form: Form, path: string) => form.wrapper.find(`[data-path="${path}"] p.text-error`)

describe('date, time and date-time fields', () => {
  it('renders UInputDate, UInputTime or both for the schema format or the option, instead of the text input', async () => {
    const form = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('day'), control('at'), control('when'), control('plain', { format: 'date' })] } as never,
      data: {},
    })
    for (const [path, date, time] of [['day', true, false], ['at', false, true], ['when', true, true], ['plain', true, false]] as const) {
      expect(form.wrapper.find(`[data-path="${path}"] [data-testid="date-input"]`).exists(), path).toBe(date)
      expect(form.wrapper.find(`[data-path="${path}"] [data-testid="time-input"]`).exists(), path).toBe(time)
      expect(form.wrapper.find(`[data-path="${path}"] input[type="text"]`).exists(), path).toBe(false)
    }
  })

  it('stores the date picked with the keyboard in YYYY-MM-DD, valid for AJV', async () => {
    const form = await mountForm({ schema, uischema: control('day'), data: { day: '2024-05-10' } })
    await press(form, 'day', 'day')
    expect(form.data.value).toEqual({ day: '2024-05-11' })
    expect(form.errors.value).toEqual([])
  })

  it('round-trips a stored value through a custom pattern', async () => {
    const form = await mountForm({ schema: objectSchema({ day: { type: 'string', title: 'Day' } }), uischema: control('day', { format: 'date', pattern: 'DD/MM/YYYY' }), data: { day: '10/05/2024' } })
    expect(message(form, 'day').exists()).toBe(false)
    expect(form.wrapper.find('[data-path="day"] [data-segment="day"]').text()).toBe('10')
    await press(form, 'day', 'month')
    expect(form.data.value).toEqual({ day: '10/06/2024' })
  })

  it('keeps a stored value that does not read, with a visible message, until the user edits', async () => {
    const form = await mountForm({ schema: objectSchema({ day: { type: 'string', title: 'Day' } }), uischema: control('day', { format: 'date' }), data: { day: 'next tuesday' } })
    expect(message(form, 'day').text()).toContain('"next tuesday"')
    expect(message(form, 'day').text()).toContain('YYYY-MM-DD')
    expect(form.data.value).toEqual({ day: 'next tuesday' })
  })

  it('never writes a blocked day: the stored value stays and a message says why', async () => {
    const form = await mountForm({ schema, uischema: control('day', { disabledDates: ['2024-05-11'] }), data: { day: '2024-05-10' } })
    await press(form, 'day', 'day')
    expect(form.data.value).toEqual({ day: '2024-05-10' })
    expect(message(form, 'day').text()).toContain('2024-05-11')
    const bounded = await mountForm({ schema, uischema: control('day', { maxDate: '2024-05-10' }), data: { day: '2024-05-10' } })
    await press(bounded, 'day', 'day')
    expect(bounded.data.value).toEqual({ day: '2024-05-10' })
  })

  it('flags a stored day that the options block', async () => {
    const form = await mountForm({ schema, uischema: control('day', { disabledWeekdays: [0] }), data: { day: '2024-06-02' } })
    expect(message(form, 'day').text()).toContain('2024-06-02')
    expect(form.data.value).toEqual({ day: '2024-06-02' })
  })

  it('stores a time-only value AJV accepts for format "time"', async () => {
    const form = await mountForm({ schema, uischema: control('at'), data: { at: '08:15:00' } })
    await press(form, 'at', 'hour')
    expect(form.data.value).toEqual({ at: '09:15:00' })
    expect(form.errors.value).toEqual([])
    expect(form.wrapper.find('[data-path="at"] [role="alert"], [data-path="at"] .text-error').exists()).toBe(false)
  })

  it('stores a date-time with an offset, valid for AJV, edited from either widget', async () => {
    const form = await mountForm({ schema, uischema: control('when'), data: { when: '2024-05-10T08:15:00Z' } })
    await press(form, 'when', 'day')
    await press(form, 'when', 'minute')
    const stored = (form.data.value as { when: string }).when
    expect(stored).toMatch(/^2024-05-11T\d\d:16:00(?:Z|[+-]\d\d:\d\d)$/)
    expect(new Date(stored).getTime() - new Date('2024-05-10T08:15:00Z').getTime()).toBe(24 * 3600_000 + 60_000)
    expect(form.errors.value).toEqual([])
  })

  it('writes nothing until a date-time has both its day and its time', async () => {
    const form = await mountForm({ schema, uischema: control('when'), data: {} })
    await press(form, 'when', 'hour')
    expect(form.data.value).toEqual({})
  })

  it('uses fr-FR by default, the form locale when set, and the option above both', async () => {
    const french = await mountForm({ schema, uischema: control('day'), data: { day: '2024-05-10' } })
    expect(segments(french, 'day').filter(part => part !== 'literal')).toEqual(['day', 'month', 'year'])
    const english = await mountForm({ schema, uischema: control('day'), data: { day: '2024-05-10' }, i18n: { locale: 'en-US' } })
    expect(segments(english, 'day').filter(part => part !== 'literal')).toEqual(['month', 'day', 'year'])
    const option = await mountForm({ schema, uischema: control('day', { locale: 'ja-JP' }), data: { day: '2024-05-10' }, i18n: { locale: 'en-US' } })
    expect(segments(option, 'day').filter(part => part !== 'literal')).toEqual(['year', 'month', 'day'])
  })

  it('names the date with the field\'s label and gives the time beside it an id of its own', async () => {
    const form = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [control('when'), control('at')] } as never, data: {} })
    // The widgets' ids are on their hidden native inputs, which the label's `for` points at.
    const idOf = (path: string, part: string) => form.wrapper.find(`[data-path="${path}"] ${part}`).attributes(part === 'label' ? 'for' : 'id')
    const date = idOf('when', '[data-testid="date-input"] input')
    expect(idOf('when', '[data-testid="time-input"] input')).toBe('when-time')
    expect(date).toBeTruthy()
    expect(date).not.toBe('when-time')
    expect(idOf('when', 'label')).toBe(date)
    // A time alone is the field's input, named by its label.
    expect(idOf('at', 'label')).toBe(idOf('at', '[data-testid="time-input"] input'))
  })

  it('posts each field once in a native form, with its value as stored', async () => {
    const form = await mountForm({
      schema,
      uischema: { type: 'VerticalLayout', elements: [control('when'), control('at'), control('plain', { format: 'date', pattern: 'DD/MM/YYYY' }), control('day')] } as never,
      data: { when: '2024-05-10T10:30:00Z', at: '10:30:00', plain: '10/05/2024' },
    })
    // What a form post would send: the inputs with a name (an empty name is not sent).
    const posted = (path: string) => form.wrapper.findAll(`[data-path="${path}"] input`)
      .map(input => input.element as HTMLInputElement)
      .filter(input => input.name !== '')
      .map(input => [input.name, input.value])
    expect(posted('when')).toEqual([['when', '2024-05-10T10:30:00Z']])
    expect(posted('at')).toEqual([['at', '10:30:00']])
    expect(posted('plain')).toEqual([['plain', '10/05/2024']])
    expect(posted('day')).toEqual([['day', '']])
    await press(form, 'when', 'hour')
    expect(form.data.value).toMatchObject({ when: '2024-05-10T11:30:00Z' })
    expect(posted('when')).toEqual([['when', '2024-05-10T11:30:00Z']])
  })

  it('labels the time widget of a date-time and passes inputDate / inputTime through', async () => {
    const form = await mountForm({ schema, uischema: control('when', { inputDate: { 'data-extra': 'd' }, inputTime: { 'data-extra': 't' } }), data: {} })
    expect(form.wrapper.find('[data-path="when"] [data-testid="time-input"]').attributes('aria-label')).toBe('When: time')
    expect(form.wrapper.find('[data-path="when"] [data-testid="date-input"]').attributes('data-extra')).toBe('d')
    expect(form.wrapper.find('[data-path="when"] [data-testid="time-input"]').attributes('data-extra')).toBe('t')
  })
})
