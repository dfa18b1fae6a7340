import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import LinearLayout from './LinearLayout.vue'
import { layoutStyles } from './styles'
import { horizontalLayoutTester, verticalLayoutTester } from './testers'

/** `VerticalLayout` (a stack) and `HorizontalLayout` (a row that wraps to a stack on small screens). */
export const layoutsPlugin = definePlugin({
  name: 'layouts',
  entries: [
    { name: 'vertical-layout', tester: verticalLayoutTester, component: LinearLayout },
    { name: 'horizontal-layout', tester: horizontalLayoutTester, component: LinearLayout },
  ],
  styles: layoutStyles,
})
