import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonForm, type ShowErrors, uiRenderers } from 'nuxt-ui-jsonforms'
import { h } from 'vue'
import '../style.css'
import { startBench } from '../harness'
import { jsonFormsContender } from './jsonforms'

/** `?showErrors=touched` or `submitted`: when the form shows its errors (the prop; `always` by default). */
const showErrors = (new URLSearchParams(location.search).get('showErrors') ?? undefined) as ShowErrors | undefined

/** The same form as `ours`, bound through `<JsonForm v-model>` as the quick start shows. */
startBench({
  name: 'nuxt-ui-jsonforms (v-model)',
  ...jsonFormsContender(uiRenderers, ({ form, data }) => h(JsonForm, {
    ...form,
    showErrors,
    'modelValue': data.value,
    'onUpdate:modelValue': (value: unknown) => (data.value = value as Record<string, unknown>),
  })),
  input: (root, key) => root.querySelector<HTMLInputElement>(`input[name="${key}"]`),
  shell: UApp,
  install: app => app.use(ui),
})
