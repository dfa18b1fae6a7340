import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import BooleanControl from './BooleanControl.vue'
import { booleanTester, switchTester } from './testers'

export type { BooleanOptions } from './options'

/** Booleans: `UCheckbox`, or `USwitch` with `options.toggle` (a chunk of its own). */
export const booleanPlugin = definePlugin({
  name: 'boolean',
  entries: [
    { name: 'boolean', tester: booleanTester, component: BooleanControl },
    { name: 'switch', tester: switchTester, load: () => import('./SwitchControl.vue') },
  ],
})
