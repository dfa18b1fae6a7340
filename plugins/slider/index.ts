import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { sliderStyles } from './styles'
import { sliderTester } from './testers'

export type { SliderOptions } from './options'

/** Bounded numbers: `USlider` with `options.slider` and schema `minimum` / `maximum`. */
export const sliderPlugin = definePlugin({
  name: 'slider',
  entries: [{ name: 'slider', tester: sliderTester, load: () => import('./SliderControl.vue') }],
  styles: sliderStyles,
})
