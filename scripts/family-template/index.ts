import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import __Family__Control from './__Family__Control.vue'
import { __family__Tester } from './testers'

export type { __Family__Options } from './options'

/** Strings with `format: "__family__"` (schema or option): a `UInput`. */
export const __family__Plugin = definePlugin({
  name: '__family__',
  entries: [{ name: '__family__', tester: __family__Tester, component: __Family__Control }],
  formats: { __family__: true },
})
