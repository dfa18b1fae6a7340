import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the slider family. */
export const sliderMessages = defineMessages({
  'nui.slider.empty': 'Not set',
})
