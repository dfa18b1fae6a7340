import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonForm, allRenderers } from 'nuxt-ui-jsonforms'
import { createApp, defineComponent, h, shallowRef } from 'vue'
import '../main.css'
import { galleryI18n } from '../examples/locale'
import { isRenderMessage } from './renderProtocol'

/**
 * The page that draws a form definition handed to it, as `<JsonForm>` does in an app: the browser
 * checks of the builder give it what the builder exported. The definition comes by a message from
 * a window of the same origin (the page itself); anything else is ignored.
 */
const form = shallowRef<{ schema: JsonSchema, uischema?: UISchemaElement, data: unknown }>()
window.addEventListener('message', (event) => {
  if (event.origin === window.location.origin && isRenderMessage(event.data))
    form.value = { schema: event.data.schema as JsonSchema, uischema: event.data.uischema as UISchemaElement | undefined, data: event.data.data ?? {} }
})

const i18n = galleryI18n(undefined)
const Page = defineComponent(() => () => h(UApp, null, {
  default: () => h('main', { 'class': 'mx-auto max-w-3xl p-6', 'data-testid': 'rendered' }, form.value
    ? [h(JsonForm, { schema: form.value.schema, uischema: form.value.uischema, modelValue: form.value.data, renderers: allRenderers, i18n })]
    : []),
}))
createApp(Page).use(ui).mount('#app')
