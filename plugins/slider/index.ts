import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import SliderControl from './SliderControl.vue'
import { sliderStyles } from './styles'
import { sliderTester } from './testers'
import { sliderPalette } from './builder'

export type { SliderOptions } from './options'

/** Bounded numbers: `USlider` with `options.slider` and schema `minimum` / `maximum`. */
export const sliderPlugin = definePlugin({
  name: 'slider',
  entries: [{ name: 'slider', tester: sliderTester, component: SliderControl }],
  styles: sliderStyles,
  palette: sliderPalette,
})
