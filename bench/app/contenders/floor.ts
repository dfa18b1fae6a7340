import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { type PropType, defineAsyncComponent, defineComponent, h, reactive } from 'vue'
import '../style.css'
import { startBench } from '../harness'
import type { Fixture } from '../schema'
import FloorForm from './FloorForm.vue'

let model: Record<string, unknown> = {}

/** `?heavy` loads the hand-written widgets of every family, so the standard floor page stays as light as it was. */
const Fields = new URLSearchParams(location.search).has('heavy') ? defineAsyncComponent(() => import('./FloorHeavy.vue')) : FloorForm

/** The hand-written form: the same Nuxt UI widgets, `v-model` on a reactive object, no JSON Forms. */
const Form = defineComponent({
  name: 'BenchFloor',
  props: { fixture: { type: Object as PropType<Fixture>, required: true } },
  setup(props) {
    const data = reactive(structuredClone(props.fixture.data))
    model = data
    return () => h(Fields, { fields: props.fixture.fields, model: data })
  },
})

startBench({
  name: 'hand-written floor',
  Form,
  read: key => model[key],
  input: (root, key) => root.querySelector<HTMLInputElement>(`input[name="${key}"]`),
  shell: UApp,
  install: app => app.use(ui),
})
