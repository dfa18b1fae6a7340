import UIcon from '@nuxt/ui/components/Icon.vue'
import { type VNode, h } from 'vue'
import ClearButton from './ClearButton.vue'

/** What a Nuxt UI input gives its `trailing` slot: its theme's class of each part. */
export interface TrailingSlotProps {
  ui: { trailingIcon: () => string }
}

/**
 * An input's `trailing` slot holding the field's own buttons (`buttons()`, `null` left out) and the
 * widget's `trailingIcon`, after them (`iconFirst`: before them): a Nuxt UI input draws that icon only
 * while the slot is empty, so a field that fills the slot draws it again, and an icon the UI schema
 * asked for is not lost behind a clear button. `trailingIcon()` is read on each render, as the widget
 * props are.
 * @example h(UInput, props, { trailing: trailingSlot(() => [clearButton(clear)], () => widgetProps.trailingIcon) })
 */
export function trailingSlot(buttons: () => (VNode | null)[], trailingIcon: () => unknown, { iconFirst = false } = {}): (slot: TrailingSlotProps) => VNode[] {
  return ({ ui }) => {
    const nodes = buttons().filter((node): node is VNode => node !== null)
    const icon = trailingIcon()
    if (typeof icon === 'string' && icon !== '') {
      const drawn = h(UIcon, { 'name': icon, 'data-slot': 'trailingIcon', 'class': ui.trailingIcon() })
      if (iconFirst)
        nodes.unshift(drawn)
      else
        nodes.push(drawn)
    }
    return nodes
  }
}

/** The field's clear button (`ClearButton`), calling `onClear` when pressed. */
export function clearButton(onClear: () => void): VNode {
  return h(ClearButton, { onClear })
}
