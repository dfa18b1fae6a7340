import { type CommonOptions, type ControlField } from 'nuxt-ui-jsonforms/kit'
import { computed, ref, watch } from 'vue'
import { colorText, convertColor, notationOf, parseColor, pickerColor, resolveNotation } from './color'
import { colorDefaults, type ColorOptions } from './options'

/** The text field is shown (`showInput`, on by default); without it the picker alone has no icon chrome. */
export const showsInput = (options: ColorOptions): boolean => options.showInput ?? colorDefaults.showInput

/**
 * The colour field's state: the notation it writes, the hex the picker is given, the text field's
 * draft, and what is wrong with the stored value. Nothing is written until the user picks or types.
 */
export function useColorField(field: ControlField<CommonOptions & ColorOptions>) {
  const notation = computed(() => resolveNotation(field.options.colorFormat))
  const showInput = computed(() => showsInput(field.options))
  const hex = computed(() => pickerColor(field.value))
  const unreadable = computed(() => field.value !== undefined && field.value !== null && field.value !== '' && hex.value === undefined)
  const storedText = computed(() => typeof field.value === 'string' ? field.value : JSON.stringify(field.value))
  /** A readable value written in another notation than `colorFormat` (kept as it is until changed). */
  const otherNotation = computed(() => {
    const stored = notationOf(field.value)
    return stored !== undefined && stored !== notation.value ? stored : undefined
  })

  // What the user is typing: shown instead of the stored value until it blurs as a valid colour.
  const draft = ref<string>()
  const text = computed(() => draft.value ?? colorText(field.value))
  const draftInvalid = computed(() => draft.value !== undefined && draft.value.trim() !== '' && !parseColor(draft.value))
  // A value that did not come from typing (the host, a rule) replaces the draft.
  let typedValue: unknown
  watch(() => field.value, (value) => {
    if (value !== typedValue)
      draft.value = undefined
  })

  // The picker re-emits (rounded) whenever its model changes, which would rewrite a value the user
  // did not pick. Remounting it on changes that did not come from it avoids that echo.
  const pickerKey = ref(0)
  const ownPicks = new Set<string>()
  watch(hex, (value) => {
    if (value !== undefined && ownPicks.has(value))
      return
    ownPicks.clear()
    pickerKey.value++
  })

  function onPick(value: unknown): void {
    const stored = convertColor(value, notation.value)
    if (stored === undefined)
      return
    ownPicks.add(pickerColor(stored)!)
    draft.value = undefined
    // One tick later: a rule this value drives may unmount part of the form, not inside the picker's handler.
    void field.setValueAfterTick(stored)
  }

  function onType(value: unknown): void {
    const typed = typeof value === 'string' ? value : String(value ?? '')
    draft.value = typed
    if (typed.trim() === '') {
      typedValue = undefined
      return field.setValue(undefined)
    }
    const stored = convertColor(typed, notation.value)
    if (stored !== undefined) {
      typedValue = stored
      field.setValue(stored)
    }
  }

  /** `clearable`: offered while there is a value, or text being typed. */
  const canClear = computed(() => field.clearable && (field.value !== undefined || (draft.value ?? '') !== ''))
  function clear(): void {
    draft.value = undefined
    typedValue = undefined
    field.setValue(undefined)
  }

  function onTextBlur(): void {
    if (!draftInvalid.value)
      draft.value = undefined
  }

  return { notation, showInput, hex, unreadable, storedText, otherNotation, text, draftInvalid, pickerKey, onPick, onType, onTextBlur, canClear, clear }
}
