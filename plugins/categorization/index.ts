import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { categorizationStyles } from './styles'
import { categorizationTester } from './testers'

export type { CategorizationOptions, CategoryOptions } from './options'

/** `Categorization`: its categories as `UTabs`, or as `UStepper` steps with `variant: "stepper"`; the active tab lives in the URL hash. */
export const categorizationPlugin = definePlugin({
  name: 'categorization',
  entries: [{ name: 'categorization', tester: categorizationTester, load: () => import('./CategorizationLayout.vue') }],
  styles: categorizationStyles,
})
