import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonForm } from 'nuxt-ui-jsonforms'
import { type PropType, type Ref, defineComponent, h, ref } from 'vue'
import '../style.css'
import { startBench } from '../harness'
import type { Fixture } from '../schema'

/** `<JsonForm v-model>` as the quick start shows it: the same form as `ours`, bound with v-model. */
let current: Ref<Record<string, unknown>> | undefined
const Form = defineComponent({
  name: 'BenchJsonFormVModel',
  props: { fixture: { type: Object as PropType<Fixture>, required: true } },
  setup(props) {
    const data = ref(structuredClone(props.fixture.data))
    current = data
    return () => h(JsonForm, {
      'schema': props.fixture.schema,
      'uischema': props.fixture.uischema,
      'modelValue': data.value,
      'onUpdate:modelValue': (value: unknown) => (data.value = value as Record<string, unknown>),
    })
  },
})

startBench({
  name: 'nuxt-ui-jsonforms (v-model)',
  Form,
  read: key => current?.value[key],
  input: (root, key) => root.querySelector<HTMLInputElement>(`input[name="${key}"]`),
  shell: UApp,
  install: app => app.use(ui),
})
