import type { ControlElement } from '@jsonforms/core'
import UTextarea from '@nuxt/ui/components/Textarea.vue'
import { type CommonOptions, clearButton, positiveInteger, renderControlShell, rendererProps, trailingSlot, useControl } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, defineComponent, h, mergeProps } from 'vue'
import { type TextOptions, type TextareaOptions, textareaDefaults } from './options'
import { useTextField } from './useTextField'

/**
 * A multi-line string in `UTextarea`, growing with its text up to `rows`. A render function that
 * draws its form field itself (`renderControlShell`), as the text control does: no shell component
 * per field.
 */
export default defineComponent({
  name: 'TextareaControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & TextOptions & TextareaOptions>(props, { iconChrome: true })
    const textField = useTextField(field, 'textarea')

    /** The trailing slot, taken only for the clear button (the trailing icon is drawn again after it). */
    const trailing = trailingSlot(() => [clearButton(textField.clear)], () => textField.trailingIcon)
    const textarea = (): VNode[] => {
      const { options } = field
      // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      const textareaProps = mergeProps({
        modelValue: textField.text,
        placeholder: options.placeholder,
        maxlength: textField.maxLength,
        autoresize: true,
        maxrows: positiveInteger(options.rows) ?? textareaDefaults.rows,
        rows: positiveInteger(options.minRows),
        class: field.styles.control.input,
      }, textField.widgetProps, { 'onUpdate:modelValue': textField.onInput })
      // UTextarea's props are generic in its model value, which `h` cannot infer from a merged object.
      return [h(UTextarea as Component, textareaProps, textField.canClear ? { trailing } : undefined)]
    }
    return () => renderControlShell({ field, counter: textField.counter }, textarea)
  },
})
