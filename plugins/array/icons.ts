import type { IconKey } from 'nuxt-ui-jsonforms/kit'

/** App-config icons the array family draws. */
export const arrayIcons = {
  add: 'plus',
  remove: 'close',
  moveUp: 'arrowUp',
  moveDown: 'arrowDown',
  selected: 'chevronRight',
  note: 'warning',
  removed: 'info',
} as const satisfies Record<string, IconKey>
