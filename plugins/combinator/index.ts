import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { combinatorStyles } from './styles'
import { combinatorTester, typeChoiceTester } from './testers'

export type { CombinatorOptions } from './options'

/**
 * `oneOf` / `anyOf`: a variant selector (`USelect`, or `USelectMenu`) and the chosen variant's
 * sub-form; a `type` list of several types (`["string", "number"]`) the same way, one variant per type.
 */
export const combinatorPlugin = definePlugin({
  name: 'combinator',
  entries: [
    { name: 'combinator', tester: combinatorTester, load: () => import('./CombinatorControl.vue') },
    { name: 'type-choice', tester: typeChoiceTester, load: () => import('./CombinatorControl.vue') },
  ],
  styles: combinatorStyles,
})
