import type { EditorToolbarItem } from '@nuxt/ui/components/EditorToolbar.vue'
import type { Translate } from 'nuxt-ui-jsonforms/kit'
import type { editorMessages } from './messages'
import type { EditorToolbar } from './options'

type T = Translate<typeof editorMessages>

// Text labels, not icons: the host's app config has no formatting icons to draw them from.
// `command` is the Tiptap command the item needs: an editor configured without it (say
// `starterKit: { heading: false }`) gets no button for it (Nuxt UI's toolbar would throw).
const builtIn = [
  [['nui.editor.undo', 'undo', { kind: 'undo' }], ['nui.editor.redo', 'redo', { kind: 'redo' }]],
  [
    ['nui.editor.paragraph', 'setParagraph', { kind: 'paragraph' }],
    ['nui.editor.heading2', 'toggleHeading', { kind: 'heading', level: 2 }],
    ['nui.editor.heading3', 'toggleHeading', { kind: 'heading', level: 3 }],
  ],
  [
    ['nui.editor.bold', 'toggleBold', { kind: 'mark', mark: 'bold' }],
    ['nui.editor.italic', 'toggleItalic', { kind: 'mark', mark: 'italic' }],
    ['nui.editor.strike', 'toggleStrike', { kind: 'mark', mark: 'strike' }],
    ['nui.editor.code', 'toggleCode', { kind: 'mark', mark: 'code' }],
  ],
  [
    ['nui.editor.bulletList', 'toggleBulletList', { kind: 'bulletList' }],
    ['nui.editor.orderedList', 'toggleOrderedList', { kind: 'orderedList' }],
    ['nui.editor.blockquote', 'toggleBlockquote', { kind: 'blockquote' }],
  ],
] as const satisfies readonly (readonly (readonly [Parameters<T>[0], string, Record<string, unknown>])[])[]

/**
 * The built-in toolbar: history, block type, marks, lists, in groups; only the items whose
 * command the editor has (`hasCommand`), and no empty group.
 */
export function defaultToolbar(t: T, hasCommand: (command: string) => boolean = () => true): EditorToolbarItem[][] {
  return builtIn
    .map(group => group
      .filter(([, command]) => hasCommand(command))
      .map(([key, , action]) => ({ ...action, 'label': t(key), 'aria-label': t(key) }) as EditorToolbarItem))
    .filter(group => group.length > 0)
}

/** The `toolbar` option when it is an array (kept as given, `[]` included), else the built-in toolbar. */
export function resolveToolbar(option: unknown, builtIn: () => EditorToolbar): EditorToolbar {
  return Array.isArray(option) ? option as EditorToolbar : builtIn()
}
