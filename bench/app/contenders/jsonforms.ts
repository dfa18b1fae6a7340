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

/** Whether the last `change` event of the form shown carried its errors (the form validates). */
let validated = false
export const validating = (): boolean => validated

/**
 * `<JsonForms>` used the way its README shows: data in a ref, replaced on every `change` event.
 * `root` is `@jsonforms/vue`'s `<JsonForms>` or a drop-in for it (the library's `JsonFormsRoot`):
 * given by each page, so that a page does not load the root it does not use.
 */
export const withChangeEvent = (root: Component) => ({ form, data }: BoundForm): VNode =>
  h(root, { ...form, data: data.value, onChange: (event: JsonFormsChangeEvent) => {
    data.value = event.data
    validated = event.errors !== undefined
  } })

/**
 * One host for every JSON Forms contender, so they differ only in their renderer set, or in how
 * the data is bound (`render`).
 */
export function jsonFormsContender(renderers: readonly JsonFormsRendererRegistryEntry[], render: (bound: BoundForm) => VNode): Pick<Contender, 'Form' | 'read' | 'validating'> {
  let current: Ref<Record<string, unknown>> | undefined
  const Form = defineComponent({
    name: 'BenchJsonForms',
    props: { fixture: { type: Object as PropType<Fixture>, required: true } },
    setup(props) {
      const data = ref(structuredClone(props.fixture.data))
      current = data
      validated = false
      const form = { schema: props.fixture.schema, uischema: props.fixture.uischema, renderers }
      return () => render({ form, data })
    },
  })
  return { Form, read: key => current?.value[key], validating }
}
