import type { ControlElement } from '@jsonforms/core'
import UCheckbox from '@nuxt/ui/components/Checkbox.vue'
import USwitch from '@nuxt/ui/components/Switch.vue'
import { type CommonOptions, assignLabelProps, renderControlShell, rendererProps, useControl } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, defineComponent, h, mergeProps } from 'vue'
import type { BooleanOptions } from './options'

/**
 * A boolean in `UCheckbox`, or `USwitch` with `toggle: true`, which draws its own label and
 * description (the form field's are left out: `inlineLabel`). A render function that draws its form
 * field itself (`renderControlShell`), as the text and number controls do: no shell component per
 * field.
 */
export default defineComponent({
  name: 'BooleanControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & BooleanOptions>(props)
    const onUpdate = (value: unknown) => field.setValue(value === true)

    // The checkbox and the switch get their name as `aria-label` too (the text of their label): without
    // one, reka-ui reads the label's `innerText` once the widget mounts, a forced layout of the whole
    // page per field.
    const widget = (): VNode[] => {
      const toggle = field.options.toggle === true
      // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      // Only the props the field sets: each key costs every field its merge and its normalisation.
      const ownProps = assignLabelProps({ modelValue: field.value === true, class: field.styles.control.input }, field)
      const widgetProps = mergeProps(ownProps, field.widgetProps(toggle ? 'switch' : 'checkbox', { named: true }), { 'onUpdate:modelValue': onUpdate })
      // The widgets' props are generic in their model value, which `h` cannot infer from a merged object.
      return [h((toggle ? USwitch : UCheckbox) as Component, widgetProps)]
    }
    return () => renderControlShell({ field, inlineLabel: true }, widget)
  },
})
