import { CalendarDate, type DateValue } from '@internationalized/date'
import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { computed, ref, watch } from 'vue'
import { formatStored, parseStored, resolvePattern } from './dates'
import { type CalendarOptions, datesDefaults } from './options'
import { useDateSettings } from './useDateSettings'

interface DayRange { start?: DateValue, end?: DateValue }

const toDate = (value: DateValue) => new CalendarDate(value.year, value.month, value.day)

/**
 * State of the inline calendar: one day stored as a string, or with `range` a `{ start, end }`
 * object written once both ends are chosen. A stored value that does not read is kept until a pick.
 */
export function useCalendarField(field: ControlField<CommonOptions & CalendarOptions>) {
  const settings = useDateSettings(field)
  const range = computed(() => field.options.range === true)
  const pattern = computed(() => resolvePattern('date', field.options.pattern))
  const months = computed(() => settings.months.value ?? (range.value ? datesDefaults.rangeMonths : undefined))
  const read = (value: unknown) => parseStored(value, 'date', pattern.value)?.date

  const storedModel = computed(() => {
    const value = field.value
    if (!range.value)
      return read(value)
    if (value === null || typeof value !== 'object')
      return undefined
    const { start, end } = value as { start?: unknown, end?: unknown }
    const [from, to] = [read(start), read(end)]
    return from && to ? { start: from, end: to } : undefined
  })
  const empty = computed(() => field.value === undefined || field.value === null || field.value === '')
  const unreadable = computed(() => !empty.value && storedModel.value === undefined)
  const storedText = computed(() => typeof field.value === 'string' ? field.value : JSON.stringify(field.value))

  // A range whose end is not chosen yet lives here, not in the data.
  const draft = ref<DayRange>()
  watch(() => field.value, () => { draft.value = undefined })
  const model = computed(() => draft.value ?? storedModel.value)

  const write = (date: DateValue) => formatStored({ date: toDate(date) }, 'date', pattern.value)

  function onPick(value: unknown): void {
    if (!range.value) {
      const date = value as DateValue | undefined
      return field.setValue(date ? write(date) : undefined)
    }
    const picked = (value ?? {}) as DayRange
    if (picked.start && picked.end)
      return field.setValue({ start: write(picked.start), end: write(picked.end) })
    draft.value = picked
  }

  /** `clearable`: offered while there is a value or the first end of a range. */
  const canClear = computed(() => field.clearable && (field.value !== undefined || draft.value?.start !== undefined))
  function clear(): void {
    draft.value = undefined
    field.setValue(undefined)
  }

  return { ...settings, range, pattern, months, model, unreadable, storedText, onPick, canClear, clear }
}
