import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { pinStyles } from './styles'
import { pinTester } from './testers'

export type { PinOptions, PinType } from './options'

/** Strings with `options.format: "pin"`: `UPinInput`, one character per cell, stored as one string. */
export const pinPlugin = definePlugin({
  name: 'pin',
  entries: [{ name: 'pin', tester: pinTester, load: () => import('./PinControl.vue') }],
  styles: pinStyles,
})
