import type {
  JsonFormsI18nState,
  JsonFormsRendererRegistryEntry,
  JsonFormsUISchemaRegistryEntry,
  JsonSchema,
  Middleware,
  UISchemaElement,
  ValidationMode,
} from '@jsonforms/core'
import type { JsonFormsChangeEvent } from '@jsonforms/vue'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { type DOMWrapper, type VueWrapper, mount } from '@vue/test-utils'
import type Ajv from 'ajv'
import { onTestFinished } from 'vitest'
import { type Ref, type ShallowRef, defineComponent, h, markRaw, ref, shallowRef } from 'vue'
import { createRegistry } from '../registry/createRegistry'
import JsonFormsRoot from '../registry/JsonFormsRoot'
import type { RendererPlugin } from '../registry/types'
import type { ExternalSchemas } from '../values/bundleRefs'
import { waitForChunks } from './chunks'
import { fieldOf, typeInto, waitForField } from './fields'
import { mounted } from './mounted'

export interface FormInput {
  schema?: JsonSchema
  /** The other documents the schema's `$ref`s may point to (the `schemas` prop of the form root). */
  schemas?: ExternalSchemas
  uischema?: UISchemaElement
  data?: unknown
  /** Form-wide options, under every element's `options`. */
  config?: Record<string, unknown>
  readonly?: boolean
  /** The families to render with, turned into renderers by `createRegistry`. */
  plugins?: readonly RendererPlugin[]
  /** Ready renderer entries (`uiRenderers`, or your own with `createRegistry`); used when `plugins` is left out. */
  renderers?: readonly JsonFormsRendererRegistryEntry[]
  middleware?: Middleware
  i18n?: JsonFormsI18nState
  /** UI schemas JSON Forms looks up for nested objects and array items. */
  uischemas?: JsonFormsUISchemaRegistryEntry[]
  /** Provided under the `styles` key, like a host theme. */
  styles?: Record<string, unknown>
  ajv?: Ajv
  validationMode?: ValidationMode
}

export interface MountedForm {
  /** The Vue Test Utils wrapper of the host (`UApp` around `JsonForms`). */
  wrapper: VueWrapper
  /** The data of the last `change` event (the initial data until one arrives). */
  data: Ref<unknown>
  /** The errors of the last `change` event. */
  errors: ShallowRef<NonNullable<JsonFormsChangeEvent['errors']>>
  /** The mounted input: change a property to re-render the form with it. */
  props: Ref<FormInput>
  /** The element of the control at a data path (`[data-path="<path>"]`), maybe not there. */
  field: (path: string) => DOMWrapper<Element>
  /** Waits for the control at a data path, its lazy chunk loaded, and returns it (see `waitForField`). */
  waitForField: (path: string) => Promise<DOMWrapper<Element>>
  /** Types into the input or textarea of the control at a data path and waits for the form. */
  type: (path: string, text: string) => Promise<void>
  /** Waits for the lazy chunks the form asked for (see `waitForChunks`). */
  waitForChunks: () => Promise<void>
  /** Unmounts the form (also done after the test that mounted it). */
  unmount: () => void
}


function rendererSet(input: FormInput): readonly JsonFormsRendererRegistryEntry[] {
  if (input.plugins)
    return createRegistry(input.plugins)
  if (input.renderers)
    return input.renderers
  throw new Error('mountForm: give the families to render with, as `plugins` (or `renderers`)')
}

/**
 * Mounts `<JsonForms>` (the library's drop-in `JsonFormsRoot`) inside Nuxt UI's `<UApp>` with the real Nuxt UI components, the way an
 * application does, attached to `document.body`, and waits until it has rendered, the lazy chunks
 * of its families included (`waitForChunks`). Inside a Vitest
 * test, the form is unmounted when the test finishes.
 * @example const form = await mountForm({ plugins: [myPlugin], schema, uischema: control('name') })
 */
export async function mountForm(input: FormInput): Promise<MountedForm> {
  const data: Ref<unknown> = ref(input.data)
  const errors = shallowRef<NonNullable<JsonFormsChangeEvent['errors']>>([])
  const props = ref({ ...input }) as Ref<FormInput>
  const renderers = markRaw([...rendererSet(input)])
  const Host = defineComponent({
    provide: input.styles ? { styles: input.styles } : {},
    setup: () => () => h(UApp, null, {
      default: () => h(JsonFormsRoot, {
        schema: props.value.schema,
        uischema: props.value.uischema,
        data: data.value,
        config: props.value.config,
        readonly: props.value.readonly,
        ...(props.value.middleware ? { middleware: props.value.middleware } : {}),
        ...(props.value.i18n ? { i18n: props.value.i18n } : {}),
        ...(props.value.uischemas ? { uischemas: props.value.uischemas } : {}),
        ...(props.value.schemas ? { schemas: props.value.schemas } : {}),
        ...(props.value.ajv ? { ajv: props.value.ajv } : {}),
        ...(props.value.validationMode ? { validationMode: props.value.validationMode } : {}),
        renderers,
        onChange: (event: JsonFormsChangeEvent) => {
          data.value = event.data
          errors.value = event.errors ?? []
        },
      }),
    }),
  })
  const wrapper = mount(Host, { global: { plugins: [ui] }, attachTo: document.body })
  const form: MountedForm = {
    wrapper,
    data,
    errors,
    props,
    field: path => fieldOf(wrapper, path),
    waitForField: path => waitForField(form, path),
    type: (path, text) => typeInto(form, path, text),
    waitForChunks,
    unmount: () => {
      mounted.delete(form)
      if (!wrapper.vm.$.isUnmounted)
        wrapper.unmount()
    },
  }
  mounted.add(form)
  try {
    onTestFinished(() => form.unmount())
  }
  catch {
    // Mounted outside a test: left to `unmountAll()`.
  }
  await waitForChunks()
  return form
}

/**
 * A `mountForm` that renders with the given families unless the input says otherwise.
 * @example const mountForm = mountWith([ratingPlugin])
 */
export function mountWith(plugins: readonly RendererPlugin[]): (input: FormInput) => Promise<MountedForm> {
  return input => mountForm(input.plugins || input.renderers ? input : { ...input, plugins })
}
