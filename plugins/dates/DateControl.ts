import type { ControlElement } from '@jsonforms/core'
import UButton from '@nuxt/ui/components/Button.vue'
import UCalendar from '@nuxt/ui/components/Calendar.vue'
import UInputDate from '@nuxt/ui/components/InputDate.vue'
import UInputTime from '@nuxt/ui/components/InputTime.vue'
import UPopover from '@nuxt/ui/components/Popover.vue'
import { type CommonOptions, clearButton, passThroughProps, renderControlShell, rendererProps, trailingSlot, useControl, useIcons, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, computed, defineComponent, h, mergeProps } from 'vue'
import { datesMessages } from './messages'
import OwnInputId from './OwnInputId'
import type { DateOptions } from './options'
import { datesStyles } from './styles'
import { useDateField } from './useDateField'
import { widgetIcons } from './widgetIcons'

/**
 * A date, a time or both (`format` `date`, `time`, `date-time`) in `UInputDate` / `UInputTime`,
 * the date with a calendar in a popover, and a note under them when the stored value does not read,
 * a day is unavailable or a date-time waits for its time. A render function that draws its form
 * field itself (`renderControlShell`), as the text, slider and colour controls do: no shell
 * component per date field.
 */
export default defineComponent({
  name: 'DateControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & DateOptions>(props, { styles: datesStyles, iconChrome: true })
    const t = useTranslate(datesMessages)
    const icons = useIcons()
    const { settings, format, reading, model, rejected, onDate, onPopoverDate, onTime, clear } = useDateField(field)
    // Pass-through icon props win over the options' icons, as on every widget with icon chrome.
    // A native form posts the field once, its value as stored (`reading.posted`): neither widget posts
    // its own part (a date-time's day and time, or the ISO day of a date with a `pattern`). An empty
    // name, as Nuxt UI gives every widget of a field the field's name.
    const unposted: Record<string, unknown> = { name: '' }
    const hidden: Record<string, unknown> = {}
    // The props of the widgets the kind shows (a date, a time, or both).
    const widgets = computed(() => {
      const { kind } = format.value
      const inside = widgetIcons(kind, field.icons.inside)
      return {
        date: kind === 'time' ? hidden : { ...unposted, ...field.widgetProps('inputDate', { lock: 'readonly', named: true, submits: false, icons: inside.date }) },
        time: kind === 'date' ? hidden : { ...unposted, ...field.widgetProps('inputTime', { lock: 'readonly', submits: false, icons: inside.time }) },
      }
    })
    // The widgets' model updates, given the value alone (as the template's `onDate($event)` did).
    const onDateUpdate = (value: never) => onDate(value)
    const onCalendarUpdate = (value: never) => onPopoverDate(value)
    const onTimeUpdate = (value: never) => onTime(value)

    /** The calendar in its popover, opened by the button beside the date. */
    const calendarPopover = (): VNode => h(UPopover, passThroughProps(field.options.calendarCard), {
      // The slots read what they show, as a template's do: the popover's own render tracks it.
      default: () => [h(UButton, {
        'color': 'neutral',
        'variant': 'link',
        'size': 'sm',
        'icon': icons.value.chevronDown,
        'aria-label': t('nui.dates.openCalendar', { label: field.accessibleName }),
        'disabled': field.readonly,
        'data-testid': 'date-open-calendar',
      })],
      content: () => {
        const { locale, months, bounds, isBlocked } = settings.value
        // UCalendar's props are generic in its model value, which `h` cannot infer from a merged object.
        return [h(UCalendar as Component, mergeProps({
          'modelValue': model.value.date,
          'locale': locale,
          'numberOfMonths': months,
          'weekNumbers': field.options.weekNumbers,
          'minValue': bounds.min,
          'maxValue': bounds.max,
          'isDateDisabled': isBlocked,
          'class': field.styles.dates.calendar,
          'data-testid': 'date-calendar',
        }, passThroughProps(field.options.calendar), { 'onUpdate:modelValue': onCalendarUpdate }))]
      },
    })
    /** The date's trailing slot: the calendar button, after the widget's own trailing icon, drawn again there. */
    const trailing = trailingSlot(() => [calendarPopover()], () => widgets.value.date.trailingIcon, { iconFirst: true })
    const dateInput = (): VNode => {
      const { locale, bounds, isBlocked } = settings.value
      // UInputDate's props are generic in its model value, which `h` cannot infer from a merged object.
      return h(UInputDate as Component, mergeProps({
        'modelValue': model.value.date,
        'locale': locale,
        'minValue': bounds.min,
        'maxValue': bounds.max,
        'isDateUnavailable': isBlocked,
        'class': field.styles.control.input,
        'data-testid': 'date-input',
      }, widgets.value.date, { 'onUpdate:modelValue': onDateUpdate }), { trailing })
    }
    /**
     * The time. Beside a date, it has an id of its own: the field's label names the date. A time
     * alone also goes through `OwnInputId` (without an id), as the template did: the widget then
     * cannot make a pass-through `id` the field's input id, so the label keeps naming the field's id.
     */
    const timeInput = (): VNode => {
      const { kind, granularity } = format.value
      const dateTime = kind === 'date-time'
      return h(OwnInputId, { id: dateTime ? `${field.path}-time` : undefined }, {
        default: () => [h(UInputTime as Component, mergeProps({
          'modelValue': model.value.time,
          'locale': settings.value.locale,
          'granularity': granularity,
          'aria-label': dateTime ? t('nui.dates.time', { label: field.accessibleName }) : field.accessibleName,
          'class': field.styles.control.input,
          'data-testid': 'time-input',
        }, widgets.value.time, { 'onUpdate:modelValue': onTimeUpdate }))],
      })
    }
    /** What is wrong with, or worth saying about, the value: at most one note. */
    const note = (): VNode | null => {
      const styles = field.styles.dates
      const { unreadable, blocked, text } = reading.value
      if (unreadable)
        return h('p', { 'class': styles.error, 'data-testid': 'dates-unreadable' }, t('nui.dates.unreadable', { value: text, pattern: format.value.pattern }))
      if (rejected.value)
        return h('p', { 'class': styles.error, 'data-testid': 'dates-rejected' }, t('nui.dates.unavailable', { value: rejected.value }))
      if (blocked)
        return h('p', { 'class': styles.error, 'data-testid': 'dates-stored-blocked' }, t('nui.dates.storedUnavailable', { value: text }))
      if (model.value.needsTime)
        return h('p', { 'class': styles.note, 'data-testid': 'dates-needs-time' }, t('nui.dates.needsTime'))
      return null
    }

    const widget = (): VNode[] => {
      const { kind } = format.value
      const nodes = [h('div', { class: field.styles.dates.row }, [
        kind !== 'time' ? dateInput() : null,
        kind !== 'date' ? timeInput() : null,
        model.value.canClear ? clearButton(clear) : null,
        h('input', { type: 'hidden', name: field.path, value: reading.value.posted }),
      ])]
      const shown = note()
      return shown ? [...nodes, shown] : nodes
    }
    return () => renderControlShell({ field }, widget)
  },
})
