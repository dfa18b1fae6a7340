import type { ControlElement } from '@jsonforms/core'
import USelect from '@nuxt/ui/components/Select.vue'
import { type CommonOptions, rendererProps, useControl } from 'nuxt-ui-jsonforms/kit'
import { type Component, computed, defineComponent, h, mergeProps } from 'vue'
import { renderChoiceFrame } from './choiceFrame'
import { canClearChoice } from './clearing'
import { choicesOf, selectedKey, toKeyedGroups, valueOfKey } from './items'
import type { SelectOptions } from './options'
import { choiceStyles } from './styles'
import { useChoiceTranslation } from './useChoiceTranslation'

/**
 * One choice in `USelect`. A render function that draws its choice frame itself
 * (`renderChoiceFrame`), as the select menu does: no frame component per field.
 */
export default defineComponent({
  name: 'SelectControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & SelectOptions>(props, { styles: choiceStyles, iconChrome: true })
    const translation = useChoiceTranslation(field)
    const choices = computed(() => choicesOf(field.control.schema, translation.value) ?? [])
    const items = computed(() => toKeyedGroups([choices.value])[0])
    const selected = computed(() => selectedKey(choices.value, field.value))
    const canClear = computed(() => canClearChoice(field))
    /** The choice, stored one tick later. Made once (as a template caches its inline handlers): a new function on each render would be a changed prop. */
    const onChoose = (key: unknown) => field.setValueAfterTick(valueOfKey(choices.value, key))

    return () => renderChoiceFrame({ field, canClear: canClear.value, unknown: selected.value.unknown }, () => [
      // Merged as a template merges `v-bind` (the widget props win, their class is added). USelect's
      // props are generic in its items, which `h` cannot infer from a merged object.
      h(USelect as Component, mergeProps({
        modelValue: selected.value.key,
        items: items.value,
        placeholder: field.options.placeholder,
        class: field.styles.control.input,
      }, field.widgetProps('select'), { 'onUpdate:modelValue': onChoose })),
    ])
  },
})
