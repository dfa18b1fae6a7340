import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import { type BuilderForm, FormBuilder, type RendererPlugin } from 'nuxt-ui-jsonforms'
import { type Component, defineComponent, h, ref } from 'vue'
import { settle } from '../helpers/mountForm'

export interface BuilderInput {
  storageKey?: string | false
  modelValue?: BuilderForm
  plugins?: readonly RendererPlugin[]
}

/** Mounts `<FormBuilder>` inside `<UApp>` with the real Nuxt UI components; `emitted` keeps its `update:modelValue` events. */
export async function mountBuilder(input: BuilderInput = {}, component: Component = FormBuilder) {
  const emitted = ref<BuilderForm[]>([])
  const builder = ref<{ load: (value: unknown) => void, undo: () => void, redo: () => void }>()
  const Host = defineComponent({
    setup: () => () => h(UApp, null, {
      default: () => h(component, {
        'ref': builder,
        ...input,
        'onUpdate:modelValue': (form: BuilderForm) => emitted.value.push(form),
      }),
    }),
  })
  const wrapper = mount(Host, { global: { plugins: [ui] }, attachTo: document.body })
  await settle()
  return { wrapper, emitted, builder }
}

/** The tree's rows, by their visible title. */
export function treeTitles(): string[] {
  return [...document.querySelectorAll('[data-builder-tree] [data-tree-row]')].map(row => row.querySelector('.truncate')?.textContent?.trim() ?? '')
}

/** Opens a tab of the builder (Designer, Preview, JSON, Logic) as a click does: Reka's tabs switch on mouse down. */
export async function openTab(label: string): Promise<void> {
  const tab = [...document.querySelectorAll<HTMLElement>('[data-testid=builder-tabs] [role=tab]')].find(element => element.textContent?.trim() === label)
  if (!tab)
    throw new Error(`No tab "${label}"`)
  tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
  await settle()
}
