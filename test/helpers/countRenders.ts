import { config } from '@vue/test-utils'
import { afterEach } from 'vitest'
import { getCurrentInstance } from 'vue'

/**
 * Re-renders per field, counted by a global mixin on every component mounted afterwards: each
 * component that updates inside a field's element (`[data-path]`, the control shell's root) counts
 * for that field's data path: the renderer, its shell, the widget and the widget's own parts alike.
 * Components outside every field (layouts, the root) are not counted. Call it before mounting; the
 * mixin is removed after each test.
 */
export function countRenders(): Map<string, number> {
  const renders = new Map<string, number>()
  config.global.mixins = [{
    beforeUpdate() {
      const node = getCurrentInstance()?.proxy?.$el as Node | null | undefined
      const element = node instanceof Element ? node : node?.parentElement
      const path = element?.closest('[data-path]')?.getAttribute('data-path')
      if (path != null)
        renders.set(path, (renders.get(path) ?? 0) + 1)
    },
  }]
  return renders
}

afterEach(() => {
  config.global.mixins = []
})
