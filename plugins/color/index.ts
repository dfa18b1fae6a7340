import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { colorFormats } from './formats'
import { colorStyles } from './styles'
import { colorTester } from './testers'

export type { ColorOptions } from './options'

/** Colours: `UColorPicker` with a text field, for schema or option `format: "color"`. */
export const colorPlugin = definePlugin({
  name: 'color',
  entries: [{ name: 'color', tester: colorTester, load: () => import('./ColorControl.vue') }],
  styles: colorStyles,
  formats: colorFormats,
})
