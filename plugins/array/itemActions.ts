import UButton from '@nuxt/ui/components/Button.vue'
import type { Translate } from 'nuxt-ui-jsonforms/kit'
import { type VNode, h } from 'vue'
import { arrayIcons } from './icons'
import type { arrayMessages } from './messages'
import type { ArrayItemProps } from './useArrayField'

export interface ItemActionsContext {
  /** The form's icons and the list's translation, taken once per list rather than once per item. */
  icons: Readonly<Record<string, string>>
  t: Translate<typeof arrayMessages>
}

type ItemAction = 'moveUp' | 'moveDown' | 'remove'

/**
 * The buttons of one item: move up / move down (with `showSortButtons`) and remove, each named
 * after the item. Drawn by the item's own render (no component of their own), which re-renders
 * them with its title; `onAction` hears which was clicked.
 */
export function renderItemActions(item: ArrayItemProps, { icons, t }: ItemActionsContext, onAction: (action: ItemAction) => void): VNode {
  const button = (action: ItemAction, disabled: boolean): VNode => h(UButton, {
    'data-action': action,
    'color': 'neutral',
    'variant': 'ghost',
    'size': 'sm',
    'icon': icons[arrayIcons[action]],
    'aria-label': t(`nui.array.${action}`, { item: item.title }),
    'disabled': item.readonly || disabled,
    'onClick': () => onAction(action),
  })
  return h('div', { class: item.styles.array.actions }, [
    item.sortable ? button('moveUp', item.first) : null,
    item.sortable ? button('moveDown', item.last) : null,
    button('remove', !item.removable),
  ])
}
