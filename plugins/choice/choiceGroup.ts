import type { ControlField } from 'nuxt-ui-jsonforms/kit'
import { type ComputedRef, computed } from 'vue'
import { canClearChoice } from './clearing'
import { type Choice, type KeyedItem, choicesOf, multiChoicesOf, selectedKey, selectedKeys, toKeyedGroups, toStoredList, valueOfKey } from './items'
import { useChoiceTranslation } from './useChoiceTranslation'

/** What a radio or checkbox group shows: its choices as widget items, and what is selected. */
export interface ChoiceGroup {
  list: ComputedRef<{ choices: Choice[], items: KeyedItem[] }>
  selection: ComputedRef<{ key?: string, keys?: string[], unknown: unknown[], canClear: boolean }>
  /** The widget's choice (a key, or the checked keys), stored. */
  onUpdate: (keys: unknown) => void
}

/**
 * The radio group (one value, `multiple` false) and the checkbox group (a list of values): the
 * same field, one widget each. What the field shows is in two computed values read whole by the
 * template: the choices (from the schema and the translation) and what is selected (from the value).
 */
export function useChoiceGroup(field: ControlField, multiple: boolean): ChoiceGroup {
  const translation = useChoiceTranslation(field)
  const list = computed(() => {
    const choices = (multiple ? multiChoicesOf : choicesOf)(field.control.schema, translation.value) ?? []
    const items = toKeyedGroups([choices])[0]!
    // A checkbox named by its own `aria-label` (its label's text): without one, reka-ui reads the
    // label's `innerText` as it renders, a search of the page and a forced layout per checkbox.
    return { choices, items: multiple ? items.map(item => ({ ...item, 'aria-label': item.label })) : items }
  })
  const selection = computed(() => ({
    ...(multiple ? selectedKeys(list.value.choices, field.value) : selectedKey(list.value.choices, field.value)),
    canClear: canClearChoice(field),
  }))
  function onUpdate(keys: unknown): void {
    if (multiple)
      field.setValue(toStoredList(list.value.choices, keys))
    else
      void field.setValueAfterTick(valueOfKey(list.value.choices, keys))
  }
  return { list, selection, onUpdate }
}
