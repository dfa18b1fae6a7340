import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { computed } from 'vue'
import type { TextOptions } from './options'
import { characterCounter, toDisplayText, toStoredText } from './text'

/**
 * Shared by the text input and the textarea: what they show, the counter, how typing is stored,
 * and the props of the widget (`pass-through` is the option holding its pass-through object).
 *
 * Two computeds, the rest getters. The getters are read inside the shell's slot, whose render
 * runs again on every keystroke anyway (the widget's value changed), so a computed of each would
 * only add reactive nodes to every text field of a form (the widget's props as well: a new object
 * of the same props does not update the widget). The counter is read by the control's own
 * render (a prop of the shell): a computed there keeps a keystroke from re-rendering the control
 * while the counter stays the same.
 */
export function useTextField<O extends CommonOptions & TextOptions>(field: ControlField<O>, passThrough: 'input' | 'textarea' & keyof O) {
  const text = computed(() => toDisplayText(field.value))
  const widgetProps = () => field.widgetProps(passThrough, { lock: 'readonly' })
  const restricted = () => field.options.restrict === true
  /** The schema's `maxLength` when `restrict` enforces it. */
  const maxLength = (): number | undefined => {
    const max = field.control.schema?.maxLength
    return restricted() && typeof max === 'number' ? max : undefined
  }
  const counter = computed(() => characterCounter(text.value, maxLength(), restricted()))

  return {
    get text() { return text.value },
    get maxLength() { return maxLength() },
    get counter() { return counter.value },
    get canClear() { return field.clearable && text.value !== '' },
    get widgetProps() { return widgetProps() },
    /** Drawn by us when the trailing slot is taken (clear or password buttons), so it is not lost. */
    get trailingIcon() { return widgetProps().trailingIcon as string | undefined },
    onInput: (value: unknown) => field.setValue(toStoredText(toDisplayText(value), maxLength())),
    clear: () => field.setValue(undefined),
  }
}
