import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import UApp from '@nuxt/ui/components/App.vue'
import USelectMenu from '@nuxt/ui/components/SelectMenu.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonForm } from 'nuxt-ui-jsonforms'
import { type Component, type VNode, createApp, defineComponent, h, ref, shallowRef } from 'vue'
import './style.css'

/**
 * The long lists of `bench/reliability.mjs`, one field `choice` of `size` choices labelled
 * `Option 0` ... `Option size-1`: an `enum`, a `oneOf` of `{ const, title }`, an array of the enum's
 * values (`multi`: a checkbox group up to `virtualizeAbove`, a menu that picks several above), an
 * autocomplete whose `api` the runner answers (`/api/options?q=`), and `floor`, the enum as a plain
 * virtualised `USelectMenu` with the same items (Nuxt UI's own filter).
 */
export type ListKind = 'enum' | 'oneOf' | 'multi' | 'autocomplete' | 'floor'

const optionLabel = (index: number): string => `Option ${index}`

function schemaOf(kind: Exclude<ListKind, 'floor'>, size: number): { schema: JsonSchema7, uischema: UISchemaElement } {
  const labels = Array.from({ length: size }, (_, index) => optionLabel(index))
  const choices: Record<Exclude<ListKind, 'floor'>, JsonSchema7> = {
    enum: { type: 'string', enum: labels },
    oneOf: { type: 'string', oneOf: labels.map((title, index) => ({ const: `o${index}`, title })) },
    multi: { type: 'array', uniqueItems: true, items: { type: 'string', enum: labels } },
    autocomplete: { type: 'string' },
  }
  const choice = choices[kind]
  // The autocomplete's answers are read up to 10 MB, so that 100 000 items (about 1.6 MB) reach the `maxItems` cap.
  const options = kind === 'autocomplete' ? { api: { url: '/api/options' }, maxBytes: 10_000_000 } : {}
  return {
    schema: { type: 'object', properties: { choice: { title: 'Choice', ...choice } } },
    uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/choice', options }] } as UISchemaElement,
  }
}

const shown = shallowRef<{ kind: ListKind, size: number } | null>(null)
const data = shallowRef<Record<string, unknown>>({})
const floorValue = ref<string>()

function render(kind: ListKind, size: number): VNode {
  if (kind === 'floor') {
    return h('div', { 'data-path': 'choice' }, h(USelectMenu as Component, {
      'items': Array.from({ length: size }, (_, index) => optionLabel(index)),
      'virtualize': true,
      'modelValue': floorValue.value,
      'onUpdate:modelValue': (value: string) => { floorValue.value = value },
    }))
  }
  return h(JsonForm, {
    ...schemaOf(kind, size),
    'modelValue': data.value,
    'onUpdate:modelValue': (value: unknown) => { data.value = value as Record<string, unknown> },
  })
}

const Host = defineComponent(() => () => h(UApp, null, {
  default: () => h('div', { id: 'bench-form' }, shown.value ? [render(shown.value.kind, shown.value.size)] : []),
}))
createApp(Host).use(ui).mount('#app')

declare global {
  interface Window {
    /** Shows the list of `kind` with `size` choices; the runner then waits for its field and opens it. */
    reliabilityBench: { show: (kind: ListKind, size: number) => void }
  }
}

window.reliabilityBench = {
  show(kind, size) {
    shown.value = { kind, size }
  },
}
