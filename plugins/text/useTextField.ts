import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { computed } from 'vue'
import type { TextOptions } from './options'
import { characterCounter, toDisplayText, toStoredText } from './text'

/**
 * Shared by the text input and the textarea: what they show, the counter, how typing is stored,
 * and the props of the widget (`pass-through` is the option holding its pass-through object).
 */
export function useTextField<O extends CommonOptions & TextOptions>(field: ControlField<O>, passThrough: 'input' | 'textarea' & keyof O) {
  const restrict = computed(() => field.options.restrict === true)
  const maxLength = computed(() => {
    const max = field.control.schema?.maxLength
    return restrict.value && typeof max === 'number' ? max : undefined
  })
  const text = computed(() => toDisplayText(field.value))
  const counter = computed(() => characterCounter(text.value, maxLength.value, restrict.value))
  const canClear = computed(() => field.clearable && text.value !== '')
  const widgetProps = computed(() => field.widgetProps(passThrough, { lock: 'readonly' }))
  /** Drawn by us when the trailing slot is taken (clear or password buttons), so it is not lost. */
  const trailingIcon = computed(() => widgetProps.value.trailingIcon as string | undefined)

  function onInput(value: unknown): void {
    field.setValue(toStoredText(toDisplayText(value), maxLength.value))
  }

  return { text, counter, maxLength, canClear, widgetProps, trailingIcon, onInput, clear: () => field.setValue(undefined) }
}
