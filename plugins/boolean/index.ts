import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import BooleanControl from './BooleanControl.vue'
import { booleanTester } from './testers'

export type { BooleanOptions } from './options'

/** Booleans: `UCheckbox`, or `USwitch` with `options.toggle`. */
export const booleanPlugin = definePlugin({
  name: 'boolean',
  entries: [{ name: 'boolean', tester: booleanTester, component: BooleanControl }],
})
