import type { ControlElement } from '@jsonforms/core'
import UInputTags from '@nuxt/ui/components/InputTags.vue'
import { type CommonOptions, clearButton, renderControlShell, rendererProps, trailingSlot, useControl } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, defineComponent, h, mergeProps, shallowRef } from 'vue'
import type { TagsOptions } from './options'
import { tagsStyles } from './styles'
import { useTagsField } from './useTagsField'

/**
 * An array of strings as chips in `UInputTags`, with the notes on refused tags and the stored list
 * under it. A render function that draws its form field itself (`renderControlShell`), as the text
 * and slider controls do: no shell component per field.
 */
export default defineComponent({
  name: 'TagsControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & TagsOptions>(props, { iconChrome: true, styles: tagsStyles })
    // The widget's instance, set through the vnode's `ref`: its input takes back refused text.
    const widget = shallowRef<{ inputRef?: HTMLInputElement } | null>(null)
    const { shown, notes, widgetProps, onKeydown, onInput, onPaste, onWidgetUpdate, clear } = useTagsField(field, () => widget.value?.inputRef)

    /** The trailing slot, taken only for the clear button (the trailing icon is drawn again after it). */
    const trailing = trailingSlot(() => [clearButton(clear)], () => widgetProps.value.trailingIcon)

    const content = (): VNode[] => {
      const { styles } = field
      // The widget's own delimiter is turned off and duplicates let through: useTagsField adds the tags, after checking the schema limits.
      // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      const inputProps = mergeProps({
        ref: widget,
        modelValue: shown.value,
        placeholder: field.options.placeholder,
        delimiter: '',
        duplicate: true,
        class: styles.control.input,
      }, widgetProps.value, {
        'onUpdate:modelValue': onWidgetUpdate,
        'onKeydown': onKeydown,
        'onInput': onInput,
        'onPaste': onPaste,
      })
      return [
        // UInputTags's props are generic in its model value, which `h` cannot infer from a merged object.
        h(UInputTags as Component, inputProps, field.clearable && field.value !== undefined ? { trailing } : undefined),
        h('div', { 'aria-live': 'polite', 'data-slot': 'tags-notes', 'class': styles.tags.notes }, notes.value.map(note => h('p', { key: note }, note))),
      ]
    }
    return () => renderControlShell({ field }, content)
  },
})
