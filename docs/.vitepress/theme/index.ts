import DefaultTheme from 'vitepress/theme'
import type { Theme } from 'vitepress'
import LiveExample from './LiveExample.vue'

/** The default theme, plus `<LiveExample id="...">` for the pages that show a running form. */
export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample)
  },
} satisfies Theme
