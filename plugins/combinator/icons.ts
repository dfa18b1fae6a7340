import type { IconKey } from 'nuxt-ui-jsonforms/kit'

/** App-config icons the combinator family draws: problem notes, the switch note and its undo button. */
export const combinatorIcons = { problem: 'warning', switched: 'info', undo: 'reload' } as const satisfies Record<string, IconKey>
