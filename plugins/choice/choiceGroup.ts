import type { ControlElement } from '@jsonforms/core'
import UCheckboxGroup from '@nuxt/ui/components/CheckboxGroup.vue'
import URadioGroup from '@nuxt/ui/components/RadioGroup.vue'
import { type CommonOptions, rendererProps, useControl } from 'nuxt-ui-jsonforms/kit'
import { type Component, computed, defineComponent, h, mergeProps } from 'vue'
import { renderChoiceFrame } from './choiceFrame'
import { canClearChoice } from './clearing'
import { choicesOf, multiChoicesOf, selectedKey, selectedKeys, toKeyedGroups, toStoredList, valueOfKey } from './items'
import type { CheckboxGroupOptions, RadioOptions } from './options'
import { checkboxGroupOrientation, radioOrientation } from './orientation'
import { choiceStyles } from './styles'
import { useChoiceTranslation } from './useChoiceTranslation'

/**
 * The radio group (one value, `multiple` false) and the checkbox group (a list of values): the
 * same field, one widget each. A component per kind made from one setup, rather than one component
 * wrapping the other: each field of a form costs one control instance, with its render effect and props.
 */
export function choiceGroupControl(name: string, multiple: boolean) {
  return defineComponent({
    name,
    props: rendererProps<ControlElement>(),
    setup(props) {
      const field = useControl<CommonOptions & RadioOptions & CheckboxGroupOptions>(props, { styles: choiceStyles })
      const translation = useChoiceTranslation(field)
      // What the field shows, in three computed values read whole by the render: the choices (from the
      // schema and the translation), what is selected (from the value) and the widget's props (from the options).
      const list = computed(() => {
        const choices = (multiple ? multiChoicesOf : choicesOf)(field.control.schema, translation.value) ?? []
        return { choices, items: toKeyedGroups([choices])[0] }
      })
      const selection = computed(() => ({
        ...(multiple
          ? { ...selectedKeys(list.value.choices, field.value), key: undefined }
          : { ...selectedKey(list.value.choices, field.value), keys: undefined }),
        canClear: canClearChoice(field),
      }))
      // The form field's <label> cannot name a group: the group is named by `aria-label` (a radio group's
      // root is a `radiogroup`, a checkbox group's a `group`). Not by a visually hidden legend: hiding it
      // takes the widget's `ui` prop, which Nuxt UI merges again on every read, dozens per render.
      // The orientation is bound after the pass-through on purpose: the orientation functions already
      // rank the pass-through's own orientation first.
      const widget = computed(() => ({
        props: {
          ...(multiple ? { role: 'group' } : {}),
          ...field.widgetProps(multiple ? 'checkboxGroup' : 'radioGroup', { named: true }),
        },
        orientation: multiple ? checkboxGroupOrientation(field.options) : radioOrientation(field.options),
      }))

      function onUpdate(keys: unknown): void {
        if (multiple)
          field.setValue(toStoredList(list.value.choices, keys))
        else
          void field.setValueAfterTick(valueOfKey(list.value.choices, keys))
      }

      return () => renderChoiceFrame({ field, canClear: selection.value.canClear, unknown: selection.value.unknown }, () => [
        // Merged as a template merges `v-bind` (its class added to the field's). The widgets' props
        // are generic in their model value, which `h` cannot infer from a merged object.
        h((multiple ? UCheckboxGroup : URadioGroup) as Component, mergeProps(
          { modelValue: multiple ? selection.value.keys : selection.value.key, items: list.value.items, class: field.styles.control.input },
          widget.value.props,
          { 'orientation': widget.value.orientation, 'onUpdate:modelValue': onUpdate },
        )),
      ])
    },
  })
}
