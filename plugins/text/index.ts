import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import TextControl from './TextControl.vue'
import { textFormats } from './formats'
import { passwordTester, textTester, textareaTester } from './testers'

export type { TextOptions, TextareaOptions } from './options'

/** Strings: `UInput`, `UInput` with a show/hide button for `format: "password"`, `UTextarea` with `multi` (loaded on first use). */
export const textPlugin = definePlugin({
  name: 'text',
  entries: [
    { name: 'text', tester: textTester, component: TextControl },
    { name: 'password', tester: passwordTester, component: TextControl },
    { name: 'textarea', tester: textareaTester, load: () => import('./TextareaControl.vue') },
  ],
  formats: textFormats,
})
