import type { EditorToolbarItem } from '@nuxt/ui/components/EditorToolbar.vue'

/** What the editor writes to the data: a Tiptap/ProseMirror document object, or an HTML string. */
export type EditorContentType = 'json' | 'html'

/** A toolbar: a flat list of items (one group) or a list of groups, as `UEditorToolbar` `items` takes it. */
export type EditorToolbar = EditorToolbarItem[] | EditorToolbarItem[][]

/**
 * Options of rich-text fields (`UEditor`, `allRenderers` only). The builder offers `wysiwyg` and
 * `contentType` (which must agree with the schema type); `toolbar` is a list of item objects and
 * `editor` a pass-through object.
 * @docsPage editor
 * @inspector editor
 * @ignoresCommon clearable
 */
export interface EditorOptions {
  /**
   * `true` renders the rich-text editor for an `object` (document) or `string` (HTML) property.
   * @title Rich text
   * @summary Render the rich-text editor.
   */
  wysiwyg?: boolean
  /**
   * Stored format: the document object (`json`) or an HTML string (`html`). Any other value is ignored.
   * @defaultValue inferred from the schema type
   * @title Stored format
   * @summary json stores the document object, html an HTML string; inferred from the schema type when unset.
   */
  contentType?: EditorContentType
  /**
   * `UEditorToolbar` items (a list, or a list of groups) that replace the built-in toolbar; `[]` shows none.
   * @defaultValue the built-in toolbar
   * @docType array of toolbar items
   */
  toolbar?: EditorToolbar
  /** Shown in the empty editor (the common option, through Tiptap's placeholder extension). */
  placeholder?: string
  /** Props spread onto `UEditor` (`starterKit`, `extensions`, `image`, `mention`, `editorProps`, `ui`, ...). */
  editor?: Record<string, unknown>
}
