import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import ObjectControl from './ObjectControl.vue'
import { objectStyles } from './styles'
import { mapTester, objectTester } from './testers'

export type { ObjectOptions } from './options'

/**
 * Objects (`type: "object"`, `properties`, `allOf` of objects): a sub-form in a card titled by the label, or the `detail` element;
 * a map (`additionalProperties`, `patternProperties`) adds its entries below: add, rename, remove.
 * Shipped eagerly like the linear layouts it is drawn with: a lazy object would add an async boundary
 * at every level of nesting, and deeply nested objects (50 levels) would exhaust the call stack.
 */
export const objectPlugin = definePlugin({
  name: 'object',
  entries: [
    // A map is rare: its entries load when a form shows one.
    { name: 'map', tester: mapTester, load: () => import('./MapControl.vue') },
    { name: 'object', tester: objectTester, component: ObjectControl },
  ],
  styles: objectStyles,
})
