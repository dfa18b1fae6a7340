import { CalendarDate, type DateValue } from '@internationalized/date'
import { type CommonOptions, type ControlField } from 'nuxt-ui-jsonforms/kit'
import { LazyWatch } from 'nuxt-ui-jsonforms/kit/internal'
import { computed, ref } from 'vue'
import { formatStored, parseStored, resolvePattern } from './dates'
import { type CalendarOptions, datesDefaults } from './options'
import { useDateSettings } from './useDateSettings'

interface DayRange { start?: DateValue, end?: DateValue }

const toDate = (value: DateValue) => new CalendarDate(value.year, value.month, value.day)

/**
 * State of the inline calendar: one day stored as a string, or with `range` a `{ start, end }`
 * object written once both ends are chosen. A stored value that does not read is kept until a pick.
 * What it shows is held in three computed values, as in the date field: `format` (from the
 * options), `reading` (what the stored value reads as) and `model` (a range's first end included).
 */
export function useCalendarField(field: ControlField<CommonOptions & CalendarOptions>) {
  const settings = useDateSettings(field)
  const format = computed(() => {
    const range = field.options.range === true
    return {
      range,
      pattern: resolvePattern('date', field.options.pattern),
      months: settings.value.months ?? (range ? datesDefaults.rangeMonths : undefined),
    }
  })
  const read = (value: unknown) => parseStored(value, 'date', format.value.pattern)?.date
  const storedModel = (value: unknown): CalendarDate | Required<DayRange> | undefined => {
    if (!format.value.range)
      return read(value)
    if (value === null || typeof value !== 'object')
      return undefined
    const { start, end } = value as { start?: unknown, end?: unknown }
    const [from, to] = [read(start), read(end)]
    return from && to ? { start: from, end: to } : undefined
  }
  const reading = computed(() => {
    const value = field.value
    const stored = storedModel(value)
    const empty = value === undefined || value === null || value === ''
    return { stored, unreadable: !empty && stored === undefined, text: typeof value === 'string' ? value : JSON.stringify(value) }
  })

  // A range whose end is not chosen yet lives here, not in the data. The value is watched only
  // while there is one: a new value drops it.
  const draft = ref<DayRange>()
  const dropping = new LazyWatch(() => field.value, () => {
    draft.value = undefined
    dropping.stop()
  })
  const model = computed(() => ({
    value: draft.value ?? reading.value.stored,
    /** `clearable`: offered while there is a value or the first end of a range. */
    canClear: field.clearable && (field.value !== undefined || draft.value?.start !== undefined),
  }))

  const write = (date: DateValue) => formatStored({ date: toDate(date) }, 'date', format.value.pattern)

  function onPick(value: unknown): void {
    if (!format.value.range) {
      const date = value as DateValue | undefined
      return field.setValue(date ? write(date) : undefined)
    }
    const picked = (value ?? {}) as DayRange
    if (picked.start && picked.end)
      return field.setValue({ start: write(picked.start), end: write(picked.end) })
    draft.value = picked
    dropping.start()
  }

  function clear(): void {
    draft.value = undefined
    field.setValue(undefined)
  }

  return { settings, format, reading, model, onPick, clear }
}
