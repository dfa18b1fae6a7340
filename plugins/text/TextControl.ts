import type { ControlElement } from '@jsonforms/core'
import UButton from '@nuxt/ui/components/Button.vue'
import UInput from '@nuxt/ui/components/Input.vue'
import { type CommonOptions, clearButton, renderControlShell, rendererProps, trailingSlot, useControl, useIcons, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type Ref, type VNode, defineComponent, h, mergeProps, ref } from 'vue'
import { textIcons } from './icons'
import { textMessages } from './messages'
import type { TextOptions } from './options'
import { useTextField } from './useTextField'

/**
 * A string in `UInput`; for `format: "password"`, with a show/hide button. Written as a render
 * function rather than a template around `<ControlShell>`: it renders the shell itself
 * (`renderControlShell`), so the most common field of a form costs no shell component, with its
 * instance, render effect and props, for each field (see the performance guide).
 */
export default defineComponent({
  name: 'TextControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & TextOptions>(props, { iconChrome: true })
    const textField = useTextField(field, 'input')
    const icons = useIcons()
    const t = useTranslate(textMessages)
    // Made by the first password render: a text field holds no ref for a toggle it does not have.
    let shownPassword: Ref<boolean> | undefined
    const revealed = () => shownPassword ??= ref(false)
    const isPassword = () => field.control.schema?.format === 'password'

    /** The password toggle: the field's own button in the trailing slot. */
    const revealButton = (): VNode => h(UButton, {
      'color': 'neutral',
      'variant': 'link',
      'size': 'sm',
      'icon': icons.value[revealed().value ? textIcons.conceal : textIcons.reveal],
      'aria-label': revealed().value ? t('nui.password.hide') : t('nui.password.show'),
      'aria-pressed': revealed().value,
      'data-testid': 'password-toggle',
      'onClick': () => { revealed().value = !revealed().value },
    })
    /** The trailing slot, taken only for a clear or password button (the trailing icon is drawn again after them). */
    const trailing = trailingSlot(() => [
      textField.canClear ? clearButton(textField.clear) : null,
      isPassword() ? revealButton() : null,
    ], () => textField.trailingIcon)
    const input = (): VNode[] => {
      const password = isPassword()
      // Only the props the field sets (a key costs each field its merge and its normalisation), then
      // merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      const ownProps: Record<string, unknown> = { modelValue: textField.text, class: field.styles.control.input }
      if (password && !revealed().value)
        ownProps.type = 'password'
      if (field.options.placeholder !== undefined)
        ownProps.placeholder = field.options.placeholder
      if (textField.maxLength !== undefined)
        ownProps.maxlength = textField.maxLength
      const inputProps = mergeProps(ownProps, textField.widgetProps, { 'onUpdate:modelValue': textField.onInput })
      // UInput's props are generic in its model value, which `h` cannot infer from a merged object.
      return [h(UInput as Component, inputProps, password || textField.canClear ? { trailing } : undefined)]
    }
    return () => renderControlShell({ field, counter: textField.counter }, input)
  },
})
