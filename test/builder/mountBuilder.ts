import UApp from '@nuxt/ui/components/App.vue'
import type { Locale, Messages } from '@nuxt/ui'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import { type BuilderForm, type BuilderTranslator, type BuilderUi, FormBuilder, type RendererPlugin } from 'nuxt-ui-jsonforms'
import { expect } from 'vitest'
import { type Component, defineComponent, h, ref } from 'vue'
import { settle } from '../helpers/mountForm'

export interface BuilderInput {
  storageKey?: string | false
  modelValue?: BuilderForm
  plugins?: readonly RendererPlugin[]
  translate?: BuilderTranslator
  locale?: string
  ui?: BuilderUi
}

/** Nuxt UI's own strings (its `locale` of `<UApp>`), for a test that translates them too. */
export interface MountOptions {
  locale?: Locale<Messages>
  /** What the host provides (`styles`, say). */
  provide?: Record<string, unknown>
}

/** Mounts `<FormBuilder>` inside `<UApp>` with the real Nuxt UI components; `emitted` keeps its `update:modelValue` events. */
export async function mountBuilder(input: BuilderInput = {}, component: Component = FormBuilder, { locale, provide }: MountOptions = {}) {
  const emitted = ref<BuilderForm[]>([])
  const builder = ref<{ load: (value: unknown) => void, undo: () => void, redo: () => void }>()
  const Host = defineComponent({
    setup: () => () => h(UApp, { locale }, {
      default: () => h(component, {
        'ref': builder,
        ...input,
        'onUpdate:modelValue': (form: BuilderForm) => emitted.value.push(form),
      }),
    }),
  })
  const wrapper = mount(Host, { global: { plugins: [ui], provide }, attachTo: document.body })
  await settle()
  return { wrapper, emitted, builder }
}

/** The tree's rows, by their visible title. */
export function treeTitles(): string[] {
  return [...document.querySelectorAll('[data-builder-tree] [data-tree-row]')].map(row => row.querySelector('[data-tree-title]')?.textContent?.trim() ?? '')
}

/** Opens a tab of the builder (Designer, Preview, JSON, Logic) as a click does: Reka's tabs switch on mouse down. */
export async function openTab(label: string): Promise<void> {
  const tab = [...document.querySelectorAll<HTMLElement>('[data-testid=builder-tabs] [role=tab]')].find(element => element.textContent?.trim() === label)
  if (!tab)
    throw new Error(`No tab "${label}"`)
  tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
  await settle()
}

/** The element `selector` finds; the test fails, naming the selector, when there is none. */
export function find(selector: string, root: ParentNode = document): HTMLElement {
  const element = root.querySelector<HTMLElement>(selector)
  expect(element, selector).not.toBeNull()
  return element!
}

/** Clicks what `selector` finds and lets the builder render. */
export async function click(selector: string): Promise<void> {
  find(selector).click()
  await settle()
}

/** The builder's toolbar, if it is drawn. */
export const toolbar = () => document.querySelector('[data-testid=form-builder] [role=toolbar]')
/** The text of the builder's notice `id` (`draft`, `previous`, …), or nothing. */
export const notice = (id: string) => document.querySelector(`[data-notice="${id}"]`)?.textContent ?? ''

/** Imports `text` through the toolbar's Import panel, as a user pastes it. */
export async function importText(text: string): Promise<void> {
  const button = [...document.querySelectorAll<HTMLElement>('[role=toolbar] button')].find(b => b.textContent?.trim() === 'Import')!
  button.click()
  await settle()
  const area = document.querySelector<HTMLTextAreaElement>('[data-testid=builder-import] textarea')!
  area.value = text
  area.dispatchEvent(new Event('input'))
  await settle()
  ;[...document.querySelectorAll<HTMLElement>('[data-testid=builder-import] button')].find(b => b.textContent?.trim() === 'Import')!.click()
  await settle()
}
