import { definePlugin } from '../../src/registry/definePlugin'
import LinearLayout from './LinearLayout.vue'
import { horizontalLayoutTester, verticalLayoutTester } from './testers'

/** `VerticalLayout` (a stack) and `HorizontalLayout` (a row that wraps to a stack on small screens). */
export const layoutsPlugin = definePlugin({
  name: 'layouts',
  entries: [
    { name: 'vertical-layout', tester: verticalLayoutTester, component: LinearLayout },
    { name: 'horizontal-layout', tester: horizontalLayoutTester, component: LinearLayout },
  ],
})
