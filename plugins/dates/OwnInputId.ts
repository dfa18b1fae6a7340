import { inputIdInjectionKey } from '@nuxt/ui/composables/useFormField'
import { type Ref, computed, defineComponent, inject, provide } from 'vue'

/**
 * Gives the widget inside it an id of its own, for a second input in one `UFormField` (the time
 * beside a date); without `id`, the widget takes the field's, as usual. Given as the widget's `id`
 * prop instead, Nuxt UI would make it the field's input id while the widget sets up: the label's
 * `for` would name the second input, the first input would take the same id, and the field would
 * render again right after it mounted. The widget keeps the field's error state and ARIA attributes.
 */
export default defineComponent({
  name: 'NuiOwnInputId',
  props: { id: { type: String, default: undefined } },
  setup(props, { slots }) {
    const fieldId = inject<Ref<string | undefined> | undefined>(inputIdInjectionKey, undefined)
    provide(inputIdInjectionKey, computed(() => props.id ?? fieldId?.value))
    return () => slots.default?.()
  },
})
