import { type CommonOptions, type ControlField } from 'nuxt-ui-jsonforms/kit'
import { LazyWatch } from 'nuxt-ui-jsonforms/kit/internal'
import { computed, ref } from 'vue'
import { colorText, convertColor, parseColor, readColor, resolveNotation } from './color'
import { colorDefaults, type ColorOptions } from './options'

/** The text field is shown (`showInput`, on by default); without it the picker alone has no icon chrome. */
export const showsInput = (options: ColorOptions): boolean => options.showInput ?? colorDefaults.showInput

/**
 * The colour field's state: the notation it writes, the hex the picker is given, the text field's
 * draft, and what is wrong with the stored value. Nothing is written until the user picks or types.
 * What it shows is held in three computed values, each read whole by the render: `format` (from
 * the options), `reading` (what the stored value reads as) and `typing` (the text field).
 */
export function useColorField(field: ControlField<CommonOptions & ColorOptions>) {
  const format = computed(() => ({ notation: resolveNotation(field.options.colorFormat), showInput: showsInput(field.options) }))
  // The picker re-emits (rounded) whenever its model changes, which would rewrite a value the user
  // did not pick. Remounting it (a new `pickerKey`) when the colour changed other than by a pick
  // avoids that echo. Noticed in `reading`, which the render reads anyway, rather than by a watcher
  // that every colour field would hold.
  const ownPicks = new Set<string>()
  let pickerKey = 0
  const reading = computed((previous?: { hex?: string }) => {
    const value = field.value
    const read = readColor(value)
    const hex = read?.hex
    if (previous && hex !== previous.hex && !(hex !== undefined && ownPicks.has(hex))) {
      ownPicks.clear()
      pickerKey++
    }
    return {
      hex,
      pickerKey,
      unreadable: value !== undefined && value !== null && value !== '' && read === undefined,
      text: typeof value === 'string' ? value : JSON.stringify(value),
      /** A readable value written in another notation than `colorFormat` (kept as it is until changed). */
      otherNotation: read?.notation !== undefined && read.notation !== format.value.notation ? read.notation : undefined,
    }
  })

  // What the user is typing: shown instead of the stored value until it blurs as a valid colour.
  // A value that did not come from typing (the host, a rule) replaces it: the value is watched
  // only while there is a draft, so an idle colour field holds no watcher for it.
  const draft = ref<string>()
  let typedValue: unknown
  const watching = new LazyWatch(() => field.value, (value) => {
    if (value !== typedValue)
      setDraft(undefined)
  })
  function setDraft(text: string | undefined): void {
    draft.value = text
    if (text === undefined)
      watching.stop()
    else
      watching.start()
  }
  const typing = computed(() => {
    const typed = draft.value
    return {
      text: typed ?? colorText(field.value),
      invalid: typed !== undefined && typed.trim() !== '' && !parseColor(typed),
      /** `clearable`: offered while there is a value, or text being typed. */
      canClear: field.clearable && (field.value !== undefined || (typed ?? '') !== ''),
    }
  })

  function onPick(value: unknown): void {
    const stored = convertColor(value, format.value.notation)
    if (stored === undefined)
      return
    ownPicks.add(readColor(stored)!.hex)
    setDraft(undefined)
    // One tick later: a rule this value drives may unmount part of the form, not inside the picker's handler.
    void field.setValueAfterTick(stored)
  }

  function onType(value: unknown): void {
    const typed = typeof value === 'string' ? value : String(value ?? '')
    setDraft(typed)
    if (typed.trim() === '') {
      typedValue = undefined
      return field.setValue(undefined)
    }
    const stored = convertColor(typed, format.value.notation)
    if (stored !== undefined) {
      typedValue = stored
      field.setValue(stored)
    }
  }

  function clear(): void {
    setDraft(undefined)
    typedValue = undefined
    field.setValue(undefined)
  }

  function onTextBlur(): void {
    if (!typing.value.invalid)
      setDraft(undefined)
  }

  return { format, reading, typing, onPick, onType, onTextBlur, clear }
}
