import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { mount } from '@vue/test-utils'
import type { ErrorObject } from 'ajv'
import { JsonForm } from 'nuxt-ui-jsonforms'
import { expect, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'

/** Mounts `<JsonForm v-model>` inside `UApp` as the quick start does; `attrs` go to `JsonForm`. */
export async function mountJsonForm(initial: unknown, attrs: Record<string, unknown> = {}) {
  const data = ref(initial)
  const errors = ref<ErrorObject[]>()
  const Host = defineComponent({
    setup: () => () => h(UApp, null, {
      default: () => h(JsonForm, {
        'modelValue': data.value,
        'onUpdate:modelValue': (value: unknown) => (data.value = value),
        'onUpdate:errors': (value: ErrorObject[]) => (errors.value = value),
        ...attrs,
      }),
    }),
  })
  const wrapper = mount(Host, { global: { plugins: [ui] }, attachTo: document.body })
  // The fields show before the validator's chunk (and a later draft's) arrives: a test starts once the form validates.
  await waitForChunks()
  return { wrapper, data, errors }
}

/**
 * `mountJsonForm`, watching the console and `fetch` from the mount on: with readers of the form's
 * notices and unrendered-element notes, and `clean()`, which fails on any error or warning logged
 * and any request made.
 */
export async function mountWatched(initial: unknown, attrs: Record<string, unknown> = {}) {
  const logged = vi.spyOn(console, 'error')
  const warned = vi.spyOn(console, 'warn')
  const fetched = vi.spyOn(globalThis, 'fetch')
  const form = await mountJsonForm(initial, attrs)
  return {
    ...form,
    notices: () => form.wrapper.findAll('[data-testid="form-notice"]').map(notice => notice.text()),
    unrendered: () => form.wrapper.findAll('[data-testid="unrendered-element"]').map(note => note.text()),
    clean: () => {
      expect(logged).not.toHaveBeenCalled()
      expect(warned).not.toHaveBeenCalled()
      expect(fetched).not.toHaveBeenCalled()
    },
  }
}
