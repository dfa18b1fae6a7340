import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the dates family. */
export const datesMessages = defineMessages({
  'nui.dates.unreadable': '"{value}" is not a value this field can read (expected {pattern}). It is kept until you change the field.',
  'nui.dates.unavailable': '{value} is not available: the stored value is unchanged.',
  'nui.dates.storedUnavailable': 'The stored date {value} is not available. It is kept until you change the field.',
  'nui.dates.openCalendar': '{label}: open the calendar',
  'nui.dates.time': '{label}: time',
  'nui.dates.needsTime': 'Set the time as well: nothing is stored until the day and the time are both set.',
})
