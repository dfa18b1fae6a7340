import type { JsonFormsI18nState, JsonFormsRendererRegistryEntry, JsonFormsUISchemaRegistryEntry, JsonSchema, JsonSchema7, Middleware, UISchemaElement } from '@jsonforms/core'
import { JsonForms, type JsonFormsChangeEvent } from '@jsonforms/vue'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { flushPromises, mount } from '@vue/test-utils'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import { defineComponent, h, markRaw, nextTick, type Ref, ref, shallowRef } from 'vue'

export interface FormInput {
  schema?: JsonSchema
  uischema?: UISchemaElement
  data?: unknown
  config?: Record<string, unknown>
  readonly?: boolean
  renderers?: readonly JsonFormsRendererRegistryEntry[]
  middleware?: Middleware
  i18n?: JsonFormsI18nState
  /** UI schemas JSON Forms looks up for nested objects and array items. */
  uischemas?: JsonFormsUISchemaRegistryEntry[]
  /** Provided under the `styles` key, like a host theme. */
  styles?: Record<string, unknown>
}

/**
 * Mounts `<JsonForms>` inside `<UApp>` with the real Nuxt UI components, the way an application
 * does, and keeps the data of the last `change` event in `data`.
 */
export async function mountForm(input: FormInput) {
  const data: Ref<unknown> = ref(input.data)
  const errors = shallowRef<JsonFormsChangeEvent['errors']>([])
  const props = ref({ ...input })
  const renderers = markRaw([...(input.renderers ?? uiRenderers)])
  const Host = defineComponent({
    provide: input.styles ? { styles: input.styles } : {},
    setup: () => () => h(UApp, null, {
      default: () => h(JsonForms, {
        schema: props.value.schema,
        uischema: props.value.uischema,
        data: data.value,
        config: props.value.config,
        readonly: props.value.readonly,
        ...(props.value.middleware ? { middleware: props.value.middleware } : {}),
        ...(props.value.i18n ? { i18n: props.value.i18n } : {}),
        ...(props.value.uischemas ? { uischemas: props.value.uischemas } : {}),
        renderers,
        onChange: (event: JsonFormsChangeEvent) => {
          data.value = event.data
          errors.value = event.errors ?? []
        },
      }),
    }),
  })
  const wrapper = mount(Host, { global: { plugins: [ui] }, attachTo: document.body })
  await settle()
  return { wrapper, data, errors, props }
}

/** Lets Vue, JSON Forms and async components finish their work. */
export async function settle(): Promise<void> {
  await flushPromises()
  await nextTick()
  await flushPromises()
}

/** A one-control form: `{ type: 'Control', scope: '#/properties/<name>', options }`. */
export function control(name: string, options?: Record<string, unknown>, extra: Record<string, unknown> = {}): UISchemaElement {
  return { type: 'Control', scope: `#/properties/${name}`, ...(options ? { options } : {}), ...extra } as UISchemaElement
}

/** An object schema with the given properties. */
export function objectSchema(properties: Record<string, JsonSchema7>, required: string[] = []): JsonSchema7 {
  return { type: 'object', properties, ...(required.length ? { required } : {}) }
}
