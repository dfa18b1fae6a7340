import UApp from '@nuxt/ui/components/App.vue'
import UButton from '@nuxt/ui/components/Button.vue'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import { JsonForm } from 'nuxt-ui-jsonforms'
import { defineComponent, h, ref } from 'vue'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'

/** What `<JsonForm>` exposes through a template ref. */
export interface ExposedForm {
  submit: () => Promise<void>
  validate: () => { instancePath: string, keyword: string }[]
  reset: () => void
  dirty: boolean
  focusFirstError: () => Promise<boolean>
}

/**
 * `<JsonForm v-model>` inside `UApp` with a `<UButton type="submit" loading-auto>` in its default
 * slot, as the guide writes it; `attrs` go to `JsonForm` (`onSubmit`, `onError`, `showErrors`...).
 */
export async function mountSubmitForm(initial: unknown, attrs: Record<string, unknown> = {}) {
  const data = ref(initial)
  const form = ref<ExposedForm>()
  const Host = defineComponent({
    setup: () => () => h(UApp, null, {
      default: () => h(JsonForm, {
        'ref': form,
        'modelValue': data.value,
        'onUpdate:modelValue': (value: unknown) => (data.value = value),
        ...attrs,
      }, { default: () => h(UButton, { type: 'submit', label: 'Send', loadingAuto: true }) }),
    }),
  })
  const wrapper = mount(Host, { global: { plugins: [ui] }, attachTo: document.body })
  // The fields show before the validator's chunk (and a later draft's) arrives: a test starts once the form validates.
  await waitForChunks()
  return { wrapper, data, form: () => form.value! }
}
