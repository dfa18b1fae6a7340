import type { IconKey } from 'nuxt-ui-jsonforms/kit'

/** App-config icons the choice family draws (the note on a stored value that is not a choice). */
export const choiceIcons = { notAChoice: 'warning' } as const satisfies Record<string, IconKey>
