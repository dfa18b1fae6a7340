import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core'
import { JsonForms, type JsonFormsChangeEvent } from '@jsonforms/vue'
import { type PropType, type Ref, defineComponent, h, ref } from 'vue'
import type { Contender } from '../harness'
import type { Fixture } from '../schema'

/**
 * `<JsonForms>` used the way its README shows: data in a ref, replaced on every `change` event.
 * Both JSON Forms contenders share this host, so they differ only in their renderer set.
 */
export function jsonFormsContender(renderers: readonly JsonFormsRendererRegistryEntry[]): Pick<Contender, 'Form' | 'read'> {
  let current: Ref<Record<string, unknown>> | undefined
  const Form = defineComponent({
    name: 'BenchJsonForms',
    props: { fixture: { type: Object as PropType<Fixture>, required: true } },
    setup(props) {
      const data = ref(structuredClone(props.fixture.data))
      current = data
      return () => h(JsonForms, {
        schema: props.fixture.schema,
        uischema: props.fixture.uischema,
        data: data.value,
        renderers,
        onChange: (event: JsonFormsChangeEvent) => {
          data.value = event.data
        },
      })
    },
  })
  return { Form, read: key => current?.value[key] }
}
