import { type PropType, defineComponent } from 'vue'
import { renderItemActions } from './itemActions'
import type { ArrayState } from './useArrayField'
import { stableComputed } from 'nuxt-ui-jsonforms/kit/internal'

/** The buttons of one row of the table view: move up / move down (with `showSortButtons`) and remove, named after the item. */
export default defineComponent({
  name: 'TableActions',
  props: {
    array: { type: Object as PropType<ArrayState>, required: true },
    index: { type: Number, required: true },
  },
  setup(props) {
    const item = stableComputed(() => props.array.itemProps(props.index))
    const actions = { moveUp: props.array.moveUp, moveDown: props.array.moveDown, remove: props.array.remove } as const
    return () => renderItemActions(item.value, props.array, action => void actions[action](props.index))
  },
})
