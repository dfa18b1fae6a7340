import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { objectStyles } from './styles'
import { objectTester } from './testers'
import { objectPalette } from './builder'

export type { ObjectOptions } from './options'

/** Objects (`type: "object"`, `properties`, `allOf` of objects): a sub-form in a card titled by the label, or the `detail` element. */
export const objectPlugin = definePlugin({
  name: 'object',
  entries: [{ name: 'object', tester: objectTester, load: () => import('./ObjectControl.vue') }],
  styles: objectStyles,
  palette: objectPalette,
})
