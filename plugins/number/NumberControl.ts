import type { ControlElement } from '@jsonforms/core'
import UInputNumber from '@nuxt/ui/components/InputNumber.vue'
import { clearButton, type CommonOptions, renderControlShell, rendererProps, useControl } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, defineComponent, h, mergeProps } from 'vue'
import type { NumberOptions } from './options'
import { isIntegerSchema, numberBounds, resolveStep, toDisplayNumber, toStoredNumber } from './number'

// Whole numbers are often years, codes or ids: no thousands separators. One object each, so that
// the widget's number formatter is not made again when the field renders again.
const integerFormat = Object.freeze({ maximumFractionDigits: 0, useGrouping: false })
const decimalFormat = Object.freeze({ maximumFractionDigits: 10 })

/**
 * A number or an integer in `UInputNumber`, bounded by the schema's `minimum` / `maximum`. A render
 * function that draws its form field itself (`renderControlShell`), as the text control does: a
 * number is the second most common field, and this costs it no shell component. What it derives
 * from the schema and options is read where it is drawn, with no computed of its own: each is cheap,
 * and a computed per value would cost every field of a form reactive nodes that its mount allocates.
 */
export default defineComponent({
  name: 'NumberControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & NumberOptions>(props)
    const integer = () => isIntegerSchema(field.control.schema)
    const onUpdate = (value: unknown) => field.setValue(toStoredNumber(value, integer()))
    const clear = () => field.setValue(undefined)

    /** The widget, its class merged with a pass-through class as a template's `v-bind` merges it. */
    const widget = (): VNode => {
      const whole = integer()
      const widgetProps = mergeProps({ class: field.styles.control.input }, {
        modelValue: toDisplayNumber(field.value),
        placeholder: field.options.placeholder,
        step: resolveStep(field.options.step, whole),
        formatOptions: whole ? integerFormat : decimalFormat,
        ...numberBounds(field.control.schema),
        ...field.widgetProps('inputNumber', { lock: 'both' }),
      }, { 'onUpdate:modelValue': onUpdate })
      // UInputNumber's props are generic in its model value, which `h` cannot infer from a merged object.
      return h(UInputNumber as Component, widgetProps)
    }
    // Wrapped in a row only when the field can be cleared (an option, so the widget keeps its parent while the value changes).
    const content = (): VNode[] => field.options.clearable === true
      ? [h('div', { class: field.styles.control.row }, [widget(), field.clearable && field.value !== undefined ? clearButton(clear) : null])]
      : [widget()]
    return () => renderControlShell({ field }, content)
  },
})
