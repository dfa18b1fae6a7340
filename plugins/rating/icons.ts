import type { IconKey } from 'nuxt-ui-jsonforms/kit'

/** App-config icons the rating draws by default. */
export const ratingIcons = { filled: 'star' } as const satisfies Record<string, IconKey>
