import type { IconKey } from 'nuxt-ui-jsonforms/kit'

/** App-config icons the categorization family draws (the stepper's Previous / Next buttons, the note on a stray element). */
export const categorizationIcons = { previous: 'arrowLeft', next: 'arrowRight', warning: 'warning' } as const satisfies Record<string, IconKey>
