import type { IconKey } from 'nuxt-ui-jsonforms/kit'

/** App-config icons the text family draws (the password toggle). */
export const textIcons = { reveal: 'eye', conceal: 'eyeOff' } as const satisfies Record<string, IconKey>
