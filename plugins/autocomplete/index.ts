import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { autocompleteStyles } from './styles'
import { autocompleteTester } from './testers'

export type { AutocompleteApi, AutocompleteOptions } from './options'

/** Remote autocomplete: `UInputMenu` fed by a GET lookup, for a control with `options.api`. Loaded on first use. */
export const autocompletePlugin = definePlugin({
  name: 'autocomplete',
  entries: [{ name: 'autocomplete', tester: autocompleteTester, load: () => import('./AutocompleteControl.vue') }],
  styles: autocompleteStyles,
})
