import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { datesFormats } from './formats'
import { datesStyles } from './styles'
import { calendarTester, dateTester } from './testers'

export type { CalendarOptions, DateOptions } from './options'

/**
 * Dates: `UInputDate` / `UInputTime` for `format` `date`, `time`, `date-time`, and `UCalendar` for
 * `options.format: "calendar"`. Loaded on first use.
 */
export const datesPlugin = definePlugin({
  name: 'dates',
  entries: [
    { name: 'date', tester: dateTester, load: () => import('./DateControl.vue') },
    { name: 'calendar', tester: calendarTester, load: () => import('./CalendarControl.vue') },
  ],
  styles: datesStyles,
  formats: datesFormats,
})
