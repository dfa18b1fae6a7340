import UButton from '@nuxt/ui/components/Button.vue'
import type { Translate } from 'nuxt-ui-jsonforms/kit'
import { type FunctionalComponent, type VNode, h } from 'vue'
import { arrayIcons } from './icons'
import type { arrayMessages } from './messages'
import type { ArrayItemProps } from './useArrayField'

export interface ItemActionsProps {
  /** The item, as the list describes it (`itemProps`). */
  item: ArrayItemProps
  /** The form's icons and the list's translation, taken once per list rather than once per item. */
  icons: Readonly<Record<string, string>>
  t: Translate<typeof arrayMessages>
  onRemove: () => void
  onMoveUp: () => void
  onMoveDown: () => void
}

/**
 * The buttons of one item: move up / move down (with `showSortButtons`) and remove, each named
 * after the item. A functional component: no setup, props proxy or state for them (Vue still
 * gives it an instance and a render effect; the item re-renders them, with its title). It declares
 * no runtime props, which Vue would normalise again on every render of a functional component.
 */
const ItemActions: FunctionalComponent<ItemActionsProps> = ({ item, icons, t, onRemove, onMoveUp, onMoveDown }) => {
  const button = (action: 'moveUp' | 'moveDown' | 'remove', disabled: boolean, onClick: () => void): VNode => h(UButton, {
    'data-action': action,
    'color': 'neutral',
    'variant': 'ghost',
    'size': 'sm',
    'icon': icons[arrayIcons[action]],
    'aria-label': t(`nui.array.${action}`, { item: item.title }),
    'disabled': item.readonly || disabled,
    onClick,
  })
  return h('div', { class: item.styles.array.actions }, [
    item.sortable ? button('moveUp', item.first, onMoveUp) : null,
    item.sortable ? button('moveDown', item.last, onMoveDown) : null,
    button('remove', !item.removable, onRemove),
  ])
}
ItemActions.displayName = 'ItemActions'

export default ItemActions
