import type { ControlElement } from '@jsonforms/core'
import UPinInput from '@nuxt/ui/components/PinInput.vue'
import { clearButton, type CommonOptions, renderControlShell, rendererProps, useControl, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, computed, defineComponent, h, mergeProps, shallowRef, watch } from 'vue'
import { pinMessages } from './messages'
import type { PinOptions } from './options'
import { readPin, resolvePinLength, resolvePinType, toCells, toStoredPin } from './pin'
import { pinStyles } from './styles'

/**
 * A code in `UPinInput`, one character per cell, stored as one string, with a note under it when the
 * stored value does not fit the cells. A render function that draws its form field itself
 * (`renderControlShell`), as the text and slider controls do: no shell component per pin field.
 */
export default defineComponent({
  name: 'PinControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & PinOptions>(props, { styles: pinStyles })
    const t = useTranslate(pinMessages)

    // What the options and schema fix, and what the stored value reads as (with its note): one computed each.
    const format = computed(() => ({
      length: resolvePinLength(field.options.length, field.control.schema),
      type: resolvePinType(field.options.type, field.control.schema),
    }))
    const stored = computed(() => {
      const { length } = format.value
      const read = readPin(field.value, length)
      const { problem, count } = read
      const note = problem === 'tooLong'
        ? t('nui.pin.tooLong', { count: count ?? 0, length })
        : problem === 'notText' ? t('nui.pin.notText') : undefined
      return { ...read, note }
    })

    // The cells as typed, empty ones included: the stored string has no holes, so it is read back
    // only when it differs from them (loaded, changed from outside, or not a string at all).
    const cells = shallowRef<string[]>([])
    watch(() => [field.value, stored.value] as const, ([value, read]) => {
      if (toStoredPin(cells.value) !== value || read.problem)
        cells.value = read.cells
    }, { immediate: true })

    function onUpdate(model: unknown): void {
      cells.value = toCells(model)
      field.setValue(toStoredPin(cells.value))
    }

    function clear(): void {
      cells.value = []
      field.setValue(undefined)
    }

    const widget = (): VNode[] => {
      const { length, type } = format.value
      const { styles, options } = field
      const { note } = stored.value
      // Each cell is named by the widget ("pin input 1 of 6"); the group carries the field's label.
      // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      const pinProps = mergeProps({
        modelValue: cells.value,
        length,
        type,
        mask: options.mask === true,
        otp: options.otp === true,
        placeholder: options.placeholder,
        role: 'group',
      }, field.widgetProps('pinInput', { named: true }), { 'onUpdate:modelValue': onUpdate })
      return [
        h('div', { class: styles.control.row }, [
          // UPinInput's props are generic in its model value, which `h` cannot infer from a merged object.
          h(UPinInput as Component, pinProps),
          field.clearable && field.value !== undefined ? clearButton(clear) : null,
        ]),
        h('div', { 'aria-live': 'polite', 'data-slot': 'pin-notes', 'class': styles.pin.notes }, [
          note ? h('p', note) : null,
        ]),
      ]
    }
    return () => renderControlShell({ field }, widget)
  },
})
