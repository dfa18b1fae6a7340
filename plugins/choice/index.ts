import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { choiceStyles } from './styles'
import { checkboxGroupTester, radioTester, selectMenuTester, selectTester } from './testers'

export type { CheckboxGroupOptions, RadioOptions, SelectMenuOptions, SelectOptions } from './options'

/**
 * Choices: an `enum` or a `oneOf` of `{ const, title }` as a searchable `USelectMenu`, a `USelect`
 * with `format: "select"`, a `URadioGroup` with `format: "radio"`; an array of choices as a
 * `UCheckboxGroup`.
 */
export const choicePlugin = definePlugin({
  name: 'choice',
  entries: [
    { name: 'select-menu', tester: selectMenuTester, load: () => import('./SelectMenuControl.vue') },
    { name: 'select', tester: selectTester, load: () => import('./SelectControl.vue') },
    { name: 'radio', tester: radioTester, load: () => import('./RadioControl.vue') },
    { name: 'checkbox-group', tester: checkboxGroupTester, load: () => import('./CheckboxGroupControl.vue') },
  ],
  styles: choiceStyles,
})
