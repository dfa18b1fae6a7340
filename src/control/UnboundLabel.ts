import { useFormField } from '@nuxt/ui/composables/useFormField'
import { defineComponent } from 'vue'

/**
 * Placed beside a widget that is no labelable element (a calendar grid, a rich-text area, a notice) inside
 * `UFormField`: the field's label then carries no `for`, which would name an id nothing has. The
 * widget names itself with `aria-label`. Nuxt UI's own radio and checkbox groups do the same.
 */
export default defineComponent({
  name: 'NuiUnboundLabel',
  setup() {
    useFormField(undefined, { bind: false })
    return () => null
  },
})
