import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonForm, allRenderers } from 'nuxt-ui-jsonforms'
import { createApp, defineComponent, h } from 'vue'
import '../main.css'
import { passThroughForm } from './passThrough'
import { surfaces } from './surfaces'

declare global {
  interface Window { __xss?: (id: string) => void }
}

/**
 * The hostile-strings page: every surface's form at once, for the browser check that none of the
 * strings ever runs as script (the page defines no `window.__xss`; the check installs one). With
 * `#pass-through`, the form holding every hostile pass-through object under every key instead.
 */
const hostileStrings = () => surfaces.map(surface => h('section', { 'key': surface.id, 'data-surface': surface.id }, [
  h(JsonForm, { schema: surface.schema, uischema: surface.uischema, modelValue: surface.data, renderers: allRenderers, i18n: surface.i18n, config: surface.config }),
]))
const hostilePassThrough = () => {
  const { schema, uischema, config } = passThroughForm()
  return [h('section', { 'data-surface': 'pass-through' }, [h(JsonForm, { schema, uischema, config, modelValue: {}, renderers: allRenderers })])]
}
const Page = defineComponent(() => () => h(UApp, null, {
  default: () => h('main', { class: 'flex flex-col gap-8 p-6' }, location.hash === '#pass-through' ? hostilePassThrough() : hostileStrings()),
}))
createApp(Page).use(ui).mount('#app')
