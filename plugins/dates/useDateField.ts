import { CalendarDate, type DateValue, Time } from '@internationalized/date'
import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { type WatchHandle, computed, getCurrentScope, ref, watch } from 'vue'
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
 */
export function useDateField(field: ControlField<CommonOptions & DateOptions>) {
  const settings = useDateSettings(field)
  const kind = computed(() => dateKindOf(field.options.format, (field.control.schema as { format?: string }).format) ?? 'date')
  const pattern = computed(() => resolvePattern(kind.value, field.options.pattern))
  const granularity = computed(() => timeGranularity(pattern.value))
  const stored = computed(() => parseStored(field.value, kind.value, pattern.value))
  const empty = computed(() => field.value === undefined || field.value === null || field.value === '')
  const unreadable = computed(() => !empty.value && stored.value === undefined)
  const storedText = computed(() => typeof field.value === 'string' ? field.value : JSON.stringify(field.value))
  const storedBlocked = computed(() => stored.value?.date !== undefined && settings.isBlocked.value(stored.value.date))

  // Half of a date-time the user has set while the other half is still empty; a new value drops it.
  const pendingDate = ref<CalendarDate>()
  const pendingTime = ref<Time>()
  const rejected = ref<string>()
  // The value is watched only while a half is pending: a date field holds no watcher of its own
  // until then (most never do), and the watcher stops once it has dropped the half.
  const scope = getCurrentScope()
  let dropping: WatchHandle | undefined
  const dropPendingOnChange = (): WatchHandle => watch(() => field.value, () => {
    pendingDate.value = undefined
    pendingTime.value = undefined
    dropping?.()
    dropping = undefined
  })
  function setPending(date: CalendarDate | undefined, time: Time | undefined): void {
    pendingDate.value = date
    pendingTime.value = time
    dropping ??= scope ? scope.run(dropPendingOnChange) : dropPendingOnChange()
  }
  const dateModel = computed(() => pendingDate.value ?? stored.value?.date)
  const timeModel = computed(() => pendingTime.value ?? stored.value?.time)
  const needsTime = computed(() => pendingDate.value !== undefined && timeModel.value === undefined)

  function write(date: CalendarDate | undefined, time: Time | undefined, store: Store = field.setValue): void {
    const text = formatStored({ date, time }, kind.value, pattern.value)
    if (text !== undefined)
      void store(text)
  }

  function onDate(value: DateValue | null | undefined, store: Store = field.setValue): void {
    rejected.value = undefined
    if (!value)
      return void store(undefined)
    const date = new CalendarDate(value.year, value.month, value.day)
    if (settings.isBlocked.value(date)) {
      rejected.value = date.toString()
      return
    }
    if (kind.value === 'date-time' && !timeModel.value) {
      setPending(date, undefined)
      return
    }
    write(date, timeModel.value, store)
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
    if (kind.value === 'date-time' && !dateModel.value) {
      setPending(undefined, time)
      return
    }
    write(dateModel.value, time)
  }

  /** `clearable`: offered while there is a value, or half of a date-time waiting for its other half. */
  const canClear = computed(() => field.clearable && (field.value !== undefined || pendingDate.value !== undefined || pendingTime.value !== undefined))
  function clear(): void {
    pendingDate.value = undefined
    pendingTime.value = undefined
    rejected.value = undefined
    field.setValue(undefined)
  }

  return { ...settings, kind, pattern, granularity, unreadable, storedText, storedBlocked, rejected, dateModel, timeModel, needsTime, onDate, onPopoverDate, onTime, canClear, clear }
}
