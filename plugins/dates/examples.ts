import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const datesExample: FormExample = {
  id: 'dates',
  title: 'Date, time and date-time',
  group: 'Dates',
  description: 'Schema `format` `date`, `time` and `date-time` render UInputDate, UInputTime or both. Type in the segments (arrow keys step them) or open the calendar; the values are stored in RFC 3339 form.',
  schema: {
    type: 'object',
    properties: {
      birthday: { type: 'string', title: 'Birthday', format: 'date', description: 'Stored as YYYY-MM-DD.' },
      alarm: { type: 'string', title: 'Alarm', format: 'time', description: 'Stored as HH:mm:ss.' },
      meeting: { type: 'string', title: 'Meeting', format: 'date-time', description: 'One value, stored with the offset of your time zone once the day and the time are set.' },
      due: { type: 'string', title: 'Due', description: 'A plain string with the format: "date" option.' },
    },
  },
  uischema: vertical(
    control('birthday', { showUnfocusedDescription: true }),
    control('alarm', { showUnfocusedDescription: true }),
    control('meeting', { showUnfocusedDescription: true }),
    control('due', { format: 'date', showUnfocusedDescription: true }),
  ),
  data: { birthday: '1990-04-12', alarm: '07:30:00', meeting: '2024-05-10T14:00:00Z' },
}

export const datesConstraintsExample: FormExample = {
  id: 'dates-constraints',
  title: 'Bounds and disabled days',
  group: 'Dates',
  description: '`minDate` / `maxDate` (inclusive; a month or a year covers all its days), `disabledDates`, `disabledWeekdays` (0 Sunday), `disabledMonths` and `disabledYears`. A blocked day is greyed out in the calendar and never stored.',
  schema: {
    type: 'object',
    properties: {
      delivery: { type: 'string', title: 'Delivery day', format: 'date', description: 'From 2024-06 to 2024-08, no weekends, not 2024-07-14.' },
      holiday: { type: 'string', title: 'Holiday start', format: 'date', description: 'Not in August, not in 2025.' },
      legacy: { type: 'string', title: 'Stored on a Sunday', format: 'date', description: 'A stored day the options block is kept and flagged.' },
    },
  },
  uischema: vertical(
    control('delivery', { minDate: '2024-06', maxDate: '2024-08', disabledWeekdays: [0, 6], disabledDates: ['2024-07-14'], showUnfocusedDescription: true }),
    control('holiday', { disabledMonths: [8], disabledYears: [2025], showUnfocusedDescription: true }),
    control('legacy', { disabledWeekdays: [0], showUnfocusedDescription: true }),
  ),
  data: { delivery: '2024-06-12', legacy: '2024-06-02' },
}

export const datesCalendarExample: FormExample = {
  id: 'dates-calendar',
  title: 'Inline calendar and ranges',
  group: 'Dates',
  description: '`format: "calendar"` renders UCalendar. With `range` it stores `{ start, end }` on an object and shows two months.',
  schema: {
    type: 'object',
    properties: {
      appointment: { type: 'string', title: 'Appointment', format: 'date' },
      stay: {
        type: 'object',
        title: 'Stay',
        properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } },
      },
    },
  },
  uischema: vertical(
    control('appointment', { format: 'calendar', disabledWeekdays: [0] }),
    control('stay', { format: 'calendar', range: true, minDate: '2024-06-01' }),
  ),
  data: { appointment: '2024-06-12', stay: { start: '2024-06-20', end: '2024-06-27' } },
}

export const datesPatternExample: FormExample = {
  id: 'dates-pattern',
  title: 'Patterns, locale and week numbers',
  group: 'Dates',
  description: '`pattern` sets what is stored (here `DD/MM/YYYY`, `YYYY-MM` and `HH:mm`: no schema `format`, since these are not RFC 3339). `locale` orders the segments; the default is fr-FR, or the form locale when the host sets one.',
  schema: {
    type: 'object',
    properties: {
      french: { type: 'string', title: 'Date (DD/MM/YYYY)' },
      month: { type: 'string', title: 'Month (YYYY-MM), en-US' },
      start: { type: 'string', title: 'Start (HH:mm)' },
    },
  },
  uischema: vertical(
    control('french', { format: 'date', pattern: 'DD/MM/YYYY', weekNumbers: true, months: 2 }),
    control('month', { format: 'date', pattern: 'YYYY-MM', locale: 'en-US' }),
    control('start', { format: 'time', pattern: 'HH:mm' }),
  ),
  data: { french: '14/07/2024', month: '2024-07', start: '09:30' },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [datesExample, datesConstraintsExample, datesCalendarExample, datesPatternExample]
