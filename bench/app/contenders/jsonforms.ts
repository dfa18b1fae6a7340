import type { JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { JsonFormsChangeEvent } from '@jsonforms/vue'
import { type Component, type PropType, type Ref, type VNode, defineComponent, h, ref } from 'vue'
import type { Contender } from '../harness'
import type { Fixture } from '../schema'

/** The form a JSON Forms contender renders, and the ref holding its data. */
export interface BoundForm {
  form: { schema: JsonSchema, uischema: UISchemaElement, renderers: readonly JsonFormsRendererRegistryEntry[] }
  data: Ref<Record<string, unknown>>
}

/**
 * `<JsonForms>` used the way its README shows: data in a ref, replaced on every `change` event.
 * `root` is `@jsonforms/vue`'s `<JsonForms>` or a drop-in for it (the library's `JsonFormsRoot`):
 * given by each page, so that a page does not load the root it does not use.
 */
export const withChangeEvent = (root: Component) => ({ form, data }: BoundForm): VNode =>
  h(root, { ...form, data: data.value, onChange: (event: JsonFormsChangeEvent) => (data.value = event.data) })

/**
 * One host for every JSON Forms contender, so they differ only in their renderer set, or in how
 * the data is bound (`render`).
 */
export function jsonFormsContender(renderers: readonly JsonFormsRendererRegistryEntry[], render: (bound: BoundForm) => VNode): Pick<Contender, 'Form' | 'read'> {
  let current: Ref<Record<string, unknown>> | undefined
  const Form = defineComponent({
    name: 'BenchJsonForms',
    props: { fixture: { type: Object as PropType<Fixture>, required: true } },
    setup(props) {
      const data = ref(structuredClone(props.fixture.data))
      current = data
      const form = { schema: props.fixture.schema, uischema: props.fixture.uischema, renderers }
      return () => render({ form, data })
    },
  })
  return { Form, read: key => current?.value[key] }
}
