import DefaultTheme from 'vitepress/theme'
import type { Theme } from 'vitepress'
import { h } from 'vue'
import HomePage from './HomePage.vue'
import LiveExample from './LiveExample.vue'
import NotFoundPage from './NotFoundPage.vue'

/**
 * The default theme, plus `<LiveExample id="...">` for the pages that show a running form, the home
 * page's body (`index.md`) and the page for unknown addresses (VitePress renders it into `404.html`).
 */
export default {
  extends: DefaultTheme,
  Layout: () => h(DefaultTheme.Layout, null, { 'not-found': () => h(NotFoundPage) }),
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample)
    app.component('HomePage', HomePage)
  },
} satisfies Theme
