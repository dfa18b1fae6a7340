import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { mergeProps } from 'vue'
import type { BooleanOptions } from './options'

/** The widget's `ui` for a field without a visible label: the widget's own label is kept for screen readers. */
const srOnlyLabel = Object.freeze({ label: 'sr-only' })

/**
 * The props of a boolean field's widget (`UCheckbox`, `USwitch`): checked when the value is `true`,
 * its own label and description (the form field's are left out: `inline-label`), and the
 * pass-through object `key` after them, its class added, as a template's `v-bind` merges it. The
 * widget gets its name as `aria-label` too: without one, reka-ui reads the label's `innerText` once
 * the widget mounts, a forced layout of the whole page per field. A change stores `true` or `false`
 * (an indeterminate widget stores `false`).
 */
export function booleanWidgetProps(field: ControlField<CommonOptions & BooleanOptions>, key: 'checkbox' | 'switch'): Record<string, unknown> {
  return mergeProps({
    'modelValue': field.value === true,
    'label': field.accessibleName,
    'description': field.description,
    'required': field.showAsterisk,
    'ui': field.label ? undefined : srOnlyLabel,
    'class': field.styles.control.input,
    'onUpdate:modelValue': (state: boolean | 'indeterminate') => field.setValue(state === true),
  }, field.widgetProps(key, { named: true }))
}
