import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonFormsRoot, uiRenderers } from 'nuxt-ui-jsonforms'
import '../style.css'
import { startBench } from '../harness'
import { jsonFormsContender, withChangeEvent } from './jsonforms'

startBench({
  name: 'nuxt-ui-jsonforms',
  ...jsonFormsContender(uiRenderers, withChangeEvent(JsonFormsRoot)),
  input: (root, key) => root.querySelector<HTMLInputElement>(`input[name="${key}"]`),
  shell: UApp,
  install: app => app.use(ui),
})
