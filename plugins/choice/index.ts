import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import CheckboxGroupControl from './CheckboxGroupControl.vue'
import RadioControl from './RadioControl.vue'
import SelectControl from './SelectControl.vue'
import SelectMenuControl from './SelectMenuControl.vue'
import { choiceStyles } from './styles'
import { checkboxGroupTester, radioTester, selectMenuTester, selectTester } from './testers'
import { choicePalette } from './builder'

export type { CheckboxGroupOptions, RadioOptions, SelectMenuOptions, SelectOptions } from './options'

/**
 * Choices: an `enum` or a `oneOf` of `{ const, title }` as a searchable `USelectMenu`, a `USelect`
 * with `format: "select"`, a `URadioGroup` with `format: "radio"`; an array of choices as a
 * `UCheckboxGroup`.
 */
export const choicePlugin = definePlugin({
  name: 'choice',
  entries: [
    { name: 'select-menu', tester: selectMenuTester, component: SelectMenuControl },
    { name: 'select', tester: selectTester, component: SelectControl },
    { name: 'radio', tester: radioTester, component: RadioControl },
    { name: 'checkbox-group', tester: checkboxGroupTester, component: CheckboxGroupControl },
  ],
  styles: choiceStyles,
  palette: choicePalette,
  paletteGroups: { choice: 'Choice' },
})
