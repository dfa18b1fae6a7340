import { composeWithUi } from '@jsonforms/core'
import { config } from '@vue/test-utils'
import { afterEach } from 'vitest'
import { getCurrentInstance } from 'vue'

/**
 * Re-renders per data path, counted by a global mixin on every component mounted afterwards:
 * renderers by their scope, control shells by their field. Call it before mounting; the mixin is
 * removed after each test.
 */
export function countRenders(): Map<string, number> {
  const renders = new Map<string, number>()
  config.global.mixins = [{
    beforeUpdate() {
      const props = getCurrentInstance()?.props as { uischema?: { scope?: string }, path?: string, field?: { path?: string } } | undefined
      const path = props?.field?.path ?? (props?.uischema?.scope ? composeWithUi(props.uischema as never, props.path ?? '') : undefined)
      if (path !== undefined)
        renders.set(path, (renders.get(path) ?? 0) + 1)
    },
  }]
  return renders
}

afterEach(() => {
  config.global.mixins = []
})
