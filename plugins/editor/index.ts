import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { editorStyles } from './styles'
import { editorTester } from './testers'

export { wysiwygHintPlugin } from './hint'
export type { EditorContentType, EditorOptions, EditorToolbar } from './options'

/**
 * Rich text: `UEditor` (Tiptap) for `wysiwyg: true` on an object (document) or string (HTML).
 * Lazy: Tiptap and ProseMirror are fetched the first time a form shows such a field. Only the
 * `allRenderers` preset carries it; it outranks the hint that `uiRenderers` shows in its place.
 */
export const editorPlugin = definePlugin({
  name: 'editor',
  entries: [{ name: 'editor', tester: editorTester, load: () => import('./EditorControl.vue') }],
  styles: editorStyles,
})
