import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { combinatorStyles } from './styles'
import { combinatorTester } from './testers'

export type { CombinatorOptions } from './options'

/** `oneOf` / `anyOf`: a variant selector (`USelect`, or `USelectMenu`) and the chosen variant's sub-form. */
export const combinatorPlugin = definePlugin({
  name: 'combinator',
  entries: [{ name: 'combinator', tester: combinatorTester, load: () => import('./CombinatorControl.vue') }],
  styles: combinatorStyles,
})
