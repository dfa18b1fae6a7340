import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { ratingStyles } from './styles'
import { ratingTester } from './testers'

export type { RatingOptions } from './options'

/** Ratings: `UInputRating` for a number or integer with `options.format: "rating"`. */
export const ratingPlugin = definePlugin({
  name: 'rating',
  entries: [{ name: 'rating', tester: ratingTester, load: () => import('./RatingControl.vue') }],
  styles: ratingStyles,
})
