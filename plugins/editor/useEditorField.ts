import type { Content, Editor } from '@tiptap/core'
import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { computed, onMounted, ref, shallowRef } from 'vue'
import { emptyContent, hasContentShape, isEmptyContent, resolveContentType } from './content'
import type { EditorOptions } from './options'
import { sanitizeHtml } from './sanitize'
import { type EditorSchema, type Unshowable, checkDocument } from './showable'

/** What the editor is given for the stored value, and what is wrong with that value. */
export interface EditorView {
  content: Content
  /**
   * Sanitising removed something from stored HTML. Told once mounted: a server has no DOM to
   * sanitise with, and hydration must find what the server rendered.
   */
  sanitised: boolean
  /** The stored value is not of the content type's shape; it is kept, the editor starts empty. */
  wrongShape: boolean
  /**
   * The stored document does not fit the editor's schema (a node or mark type it lacks): the editor
   * shows what it can of it, read-only, and the stored value is kept as it is.
   */
  unshowable?: Unshowable
}

/**
 * The rich-text field's state. HTML from the data is sanitised before the editor sees it; what
 * the editor emits is its own serialisation of a schema-checked document, so it is stored as is
 * and handed back unchanged (sanitising it again could differ and reset the caret). A stored
 * document is checked against the editor's schema before the editor loads it (`onBeforeCreate`,
 * once the schema exists): one that does not fit is shown read-only, and nothing the editor emits
 * replaces it.
 */
export function useEditorField(field: ControlField<CommonOptions & EditorOptions>) {
  const contentType = computed(() => resolveContentType(field.options.contentType, field.control.schema))
  let emitted: unknown
  // Tiptap builds the document in the browser, once mounted: the note waits for it too.
  const mounted = ref(false)
  onMounted(() => {
    mounted.value = true
  })
  const schema = shallowRef<EditorSchema>()

  const view = computed<EditorView>(() => {
    const value = field.value
    if (value !== undefined && value === emitted)
      return { content: value as Content, sanitised: false, wrongShape: false }
    if (isEmptyContent(value))
      return { content: emptyContent(contentType.value), sanitised: false, wrongShape: false }
    if (!hasContentShape(value, contentType.value))
      return { content: emptyContent(contentType.value), sanitised: false, wrongShape: true }
    if (contentType.value === 'html') {
      // Sanitised before mount too: Tiptap reads the content when it is created (the widget mounts first).
      const { html, removed } = sanitizeHtml(value as string)
      return { content: html, sanitised: removed && mounted.value, wrongShape: false }
    }
    const unshowable = schema.value && checkDocument(value as Record<string, unknown>, schema.value)
    return unshowable
      ? { content: unshowable.content as Content, sanitised: false, wrongShape: false, unshowable }
      : { content: value as Content, sanitised: false, wrongShape: false }
  })
  /** The editor is read-only: the field is, or the stored document does not fit the editor. */
  const locked = computed(() => field.readonly || !!view.value.unshowable)

  /** Tiptap has built its schema and not yet loaded the content: the one moment to check it first. */
  function onBeforeCreate({ editor }: { editor: Editor }): void {
    schema.value = editor.schema
    const { content, unshowable } = view.value
    if (unshowable)
      editor.setOptions({ content, editable: false })
  }

  function onUpdate(value: unknown): void {
    // A document the editor cannot show is kept as stored: what the editor holds is only part of it.
    if (view.value.unshowable)
      return
    const stored = isEmptyContent(value) ? undefined : value
    emitted = stored
    field.setValue(stored)
  }

  return { contentType, view, locked, onBeforeCreate, onUpdate }
}
