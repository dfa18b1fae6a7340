import type { IconKey } from 'nuxt-ui-jsonforms/kit'

/** App-config icons the object family draws. */
export const objectIcons = { notObject: 'warning', add: 'plus', remove: 'close' } as const satisfies Record<string, IconKey>
