import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import NumberControl from './NumberControl.vue'
import { numberTester } from './testers'

export type { NumberOptions } from './options'

/** Numbers and integers: `UInputNumber` bounded by the schema's `minimum` / `maximum`. */
export const numberPlugin = definePlugin({
  name: 'number',
  entries: [{ name: 'number', tester: numberTester, component: NumberControl }],
})
