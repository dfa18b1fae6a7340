import { CalendarDate, type DateValue, Time } from '@internationalized/date'
import { type CommonOptions, type ControlField } from 'nuxt-ui-jsonforms/kit'
import { LazyWatch } from 'nuxt-ui-jsonforms/kit/internal'
import { computed, ref } from 'vue'
import { formatStored, parseStored, resolvePattern, timeGranularity } from './dates'
import type { DateOptions } from './options'
import { dateKindOf } from './testers'
import { useDateSettings } from './useDateSettings'

type TimeLike = Pick<Time, 'hour' | 'minute' | 'second'>
/** How a change is written: at once, or one tick later from an overlay's handler. */
type Store = (value: unknown) => unknown

/**
 * State of a date / time / date-time field. The stored string is read with `pattern`; a value that
 * does not read is kept (with a message) until the user edits. A date-time is written once both
 * its day and its time are set, and a blocked day is never written.
 *
 * What the field shows is held in three computed values, each read whole by the render: `format`
 * (from the options and schema), `reading` (what the stored value reads as) and `model` (what the
 * widgets show, a half of a date-time still waiting included).
 */
export function useDateField(field: ControlField<CommonOptions & DateOptions>) {
  const settings = useDateSettings(field)
  const format = computed(() => {
    const kind = dateKindOf(field.options.format, (field.control.schema as { format?: string }).format) ?? 'date'
    const pattern = resolvePattern(kind, field.options.pattern)
    return { kind, pattern, granularity: timeGranularity(pattern) }
  })
  const reading = computed(() => {
    const value = field.value
    const stored = parseStored(value, format.value.kind, format.value.pattern)
    const empty = value === undefined || value === null || value === ''
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    return {
      date: stored?.date,
      time: stored?.time,
      unreadable: !empty && stored === undefined,
      blocked: stored?.date !== undefined && settings.value.isBlocked(stored.date),
      text,
      /** What a native form posts: the value as stored. */
      posted: value == null ? '' : text,
    }
  })

  // Half of a date-time the user has set while the other half is still empty; a new value drops it.
  const pendingDate = ref<CalendarDate>()
  const pendingTime = ref<Time>()
  const rejected = ref<string>()
  // The value is watched only while a half is pending: a date field holds no watcher of its own
  // until then (most never do), and the watcher stops once it has dropped the half.
  const dropping = new LazyWatch(() => field.value, () => {
    pendingDate.value = undefined
    pendingTime.value = undefined
    dropping.stop()
  })
  function setPending(date: CalendarDate | undefined, time: Time | undefined): void {
    pendingDate.value = date
    pendingTime.value = time
    dropping.start()
  }
  const model = computed(() => {
    const date = pendingDate.value ?? reading.value.date
    const time = pendingTime.value ?? reading.value.time
    const pending = pendingDate.value !== undefined || pendingTime.value !== undefined
    return {
      date,
      time,
      needsTime: pendingDate.value !== undefined && time === undefined,
      /** `clearable`: offered while there is a value, or half of a date-time waiting for its other half. */
      canClear: field.clearable && (field.value !== undefined || pending),
    }
  })

  function write(date: CalendarDate | undefined, time: Time | undefined, store: Store = field.setValue): void {
    const text = formatStored({ date, time }, format.value.kind, format.value.pattern)
    if (text !== undefined)
      void store(text)
  }

  function onDate(value: DateValue | null | undefined, store: Store = field.setValue): void {
    rejected.value = undefined
    if (!value)
      return void store(undefined)
    const date = new CalendarDate(value.year, value.month, value.day)
    if (settings.value.isBlocked(date)) {
      rejected.value = date.toString()
      return
    }
    const { time } = model.value
    if (format.value.kind === 'date-time' && !time) {
      setPending(date, undefined)
      return
    }
    write(date, time, store)
  }

  /**
   * A day picked in the popover calendar, written one tick later: a rule it drives may unmount part
   * of the form, which must not happen inside the calendar's own handler (the specification's defer).
   */
  const onPopoverDate = (value: DateValue | null | undefined) => onDate(value, field.setValueAfterTick)

  function onTime(value: TimeLike | null | undefined): void {
    if (!value)
      return field.setValue(undefined)
    const time = new Time(value.hour, value.minute, value.second)
    const { date } = model.value
    if (format.value.kind === 'date-time' && !date) {
      setPending(undefined, time)
      return
    }
    write(date, time)
  }

  function clear(): void {
    pendingDate.value = undefined
    pendingTime.value = undefined
    rejected.value = undefined
    field.setValue(undefined)
  }

  return { settings, format, reading, model, rejected, onDate, onPopoverDate, onTime, clear }
}
