import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import GroupLayout from './GroupLayout.vue'
import LabelElement from './LabelElement.vue'
import LinearLayout from './LinearLayout'
import { layoutStyles } from './styles'
import { groupTester, horizontalLayoutTester, labelTester, verticalLayoutTester } from './testers'

export type { GroupOptions, LabelOptions } from './options'

/**
 * `VerticalLayout` (a stack), `HorizontalLayout` (a row that wraps to a stack on small screens),
 * `Group` (a titled `UCard`) and `Label` (a heading).
 */
export const layoutsPlugin = definePlugin({
  name: 'layouts',
  entries: [
    { name: 'vertical-layout', tester: verticalLayoutTester, component: LinearLayout },
    { name: 'horizontal-layout', tester: horizontalLayoutTester, component: LinearLayout },
    { name: 'group', tester: groupTester, component: GroupLayout },
    { name: 'label', tester: labelTester, component: LabelElement },
  ],
  styles: layoutStyles,
})
