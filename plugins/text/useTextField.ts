import { computed } from 'vue'
import type { ControlField } from '../../src/control/useControl'
import type { TextOptions } from './options'
import { characterCounter, toDisplayText, toStoredText } from './text'

/** Shared by the text input and the textarea: what they show, the counter, and how typing is stored. */
export function useTextField(field: ControlField) {
  const restrict = computed(() => (field.options as TextOptions).restrict === true)
  const maxLength = computed(() => {
    const max = field.control.schema?.maxLength
    return restrict.value && typeof max === 'number' ? max : undefined
  })
  const text = computed(() => toDisplayText(field.value))
  const counter = computed(() => characterCounter(text.value, maxLength.value, restrict.value))
  const canClear = computed(() => field.options.clearable === true && !field.readonly && text.value !== '')

  function onInput(value: unknown): void {
    field.setValue(toStoredText(toDisplayText(value), maxLength.value))
  }

  return { text, counter, maxLength, canClear, onInput, clear: () => field.setValue(undefined) }
}
