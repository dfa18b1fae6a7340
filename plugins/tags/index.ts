import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { tagsStyles } from './styles'
import { tagsTester } from './testers'

export type { TagsOptions } from './options'

/** Arrays of strings with `options.format: "tags"`: `UInputTags`, with the schema's limits enforced. */
export const tagsPlugin = definePlugin({
  name: 'tags',
  entries: [{ name: 'tags', tester: tagsTester, load: () => import('./TagsControl.vue') }],
  styles: tagsStyles,
})
