import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { wysiwygHintTester } from './testers'

// Types only (nothing at run time): the package entry exposes the editor's options through here.
export type { EditorContentType, EditorOptions, EditorToolbar } from './options'

/**
 * In `uiRenderers`: a `wysiwyg` field explains that it needs `allRenderers` instead of falling
 * back to a text input. Its own module, so that `uiRenderers` imports it without reaching the
 * editor plugin and its lazy import (a uiRenderers-only build must hold no editor code or names).
 */
export const wysiwygHintPlugin = definePlugin({
  name: 'wysiwygHint',
  entries: [{ name: 'wysiwygHint', tester: wysiwygHintTester, load: () => import('./WysiwygHint.vue') }],
})
