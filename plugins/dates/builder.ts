import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the dates family. */
export const datesPalette: PaletteEntry[] = [
  { id: 'date', label: 'Date', group: 'dates', icon: 'i-lucide-calendar', property: { type: 'string', format: 'date' } },
  { id: 'date-time', label: 'Date and time', group: 'dates', icon: 'i-lucide-calendar-clock', property: { type: 'string', format: 'date-time' } },
  { id: 'time', label: 'Time', group: 'dates', icon: 'i-lucide-clock', property: { type: 'string', format: 'time' } },
  { id: 'calendar', label: 'Calendar', group: 'dates', icon: 'i-lucide-calendar-days', property: { type: 'string', format: 'date' }, options: { format: 'calendar' } },
  {
    id: 'date-range',
    label: 'Date range',
    group: 'dates',
    icon: 'i-lucide-calendar-range',
    property: { type: 'object', properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } } },
    options: { format: 'calendar', range: true },
  },
]

/** The palette group the dates family introduces, between the core's `input` and `structure`. */
export const datesPaletteGroups: Readonly<Record<string, string>> = { dates: 'Dates' }
