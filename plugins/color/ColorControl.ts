import type { ControlElement } from '@jsonforms/core'
import UColorPicker from '@nuxt/ui/components/ColorPicker.vue'
import UInput from '@nuxt/ui/components/Input.vue'
import { clearButton, type CommonOptions, renderControlShell, rendererProps, useControl, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, defineComponent, h, mergeProps } from 'vue'
import { colorMessages } from './messages'
import type { ColorOptions } from './options'
import { colorStyles } from './styles'
import { showsInput, useColorField } from './useColorField'

/**
 * A colour in `UColorPicker` with a text field beside it, and a note under them when the stored
 * value is unreadable, being typed wrong or written in another notation. A render function that
 * draws its form field itself (`renderControlShell`), as the text and slider controls do: no shell
 * component per field.
 */
export default defineComponent({
  name: 'ColorControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & ColorOptions>(props, { styles: colorStyles, iconChrome: showsInput })
    const t = useTranslate(colorMessages)
    const { format, reading, typing, onPick, onType, onTextBlur, clear } = useColorField(field)

    const picker = (): VNode => h(UColorPicker as Component, mergeProps({
      'key': reading.value.pickerKey,
      'modelValue': reading.value.hex,
      'format': 'hex',
      'role': 'group',
      'aria-label': t('nui.color.picker', { label: field.label }),
      'data-testid': 'color-picker',
    }, field.widgetProps('colorPicker', { submits: false }), { 'onUpdate:modelValue': onPick }))

    const input = (): VNode => h(UInput as Component, mergeProps({
      modelValue: typing.value.text,
      placeholder: field.options.placeholder,
      class: [field.styles.control.input, field.styles.color.input],
      autocomplete: 'off',
      spellcheck: 'false',
    }, field.widgetProps('input', { lock: 'readonly' }), { 'onUpdate:modelValue': onType, 'onBlur': onTextBlur }))

    /** What is wrong with, or worth saying about, the value: at most one note. */
    const note = (): VNode | null => {
      const styles = field.styles.color
      if (typing.value.invalid)
        return h('p', { 'class': styles.error, 'data-testid': 'color-invalid-text' }, t('nui.color.invalidText'))
      const { unreadable, otherNotation, text } = reading.value
      if (unreadable)
        return h('p', { 'class': styles.error, 'data-testid': 'color-unreadable' }, t('nui.color.unreadable', { value: text }))
      if (otherNotation)
        return h('p', { 'class': styles.note, 'data-testid': 'color-other-notation' }, t('nui.color.otherNotation', { notation: otherNotation === 'name' ? 'named' : otherNotation, target: format.value.notation }))
      return null
    }

    const widget = (): VNode[] => {
      const nodes = [h('div', { class: field.styles.color.row }, [
        picker(),
        format.value.showInput ? input() : null,
        typing.value.canClear ? clearButton(clear) : null,
      ])]
      const shown = note()
      return shown ? [...nodes, shown] : nodes
    }
    return () => renderControlShell({ field, unboundLabel: !format.value.showInput }, widget)
  },
})
