import UCard from '@nuxt/ui/components/Card.vue'
import { stableComputed, useNestedElement } from 'nuxt-ui-jsonforms/kit/internal'
import { type PropType, defineComponent, h, useId } from 'vue'
import { renderItemActions } from './itemActions'
import type { ArrayState } from './useArrayField'

/**
 * One item: a card titled by the item (an object, or anything but a primitive), or a row with the
 * item's labelled input (a primitive). What it shows is read from the list's state here, in a
 * computed that keeps its object while nothing in it changed, and its buttons call the list's
 * operations with its index: an edit inside one item re-renders that item alone, and the list (and
 * every other item) not at all.
 * A render function that draws its buttons and the item's plain layout itself (`useNestedElement`):
 * neither costs a component of its own.
 */
export default defineComponent({
  name: 'ArrayItem',
  props: {
    array: { type: Object as PropType<ArrayState>, required: true },
    index: { type: Number, required: true },
    compact: { type: Boolean, default: false },
  },
  setup(props) {
    const item = stableComputed(() => props.array.itemProps(props.index))
    const titleId = useId()
    const renderItem = useNestedElement(() => item.value)
    const actions = () => renderItemActions(item.value, props.array, action => props.array[action](props.index))

    return () => {
      const { itemKey, styles, title } = item.value
      if (props.compact) {
        return h('div', { 'data-item-key': itemKey, 'class': styles.array.row }, [
          h('div', { class: styles.array.rowBody }, [renderItem()]),
          actions(),
        ])
      }
      return h(UCard, { 'data-item-key': itemKey, 'role': 'group', 'aria-labelledby': titleId }, {
        header: () => h('div', { class: styles.array.itemHeader }, [
          h('span', { 'id': titleId, 'data-testid': 'item-title', 'class': styles.array.itemTitle }, title),
          actions(),
        ]),
        default: renderItem,
      })
    }
  },
})
