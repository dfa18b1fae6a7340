import type { Content } from '@tiptap/core'
import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { computed, onMounted, ref } from 'vue'
import { emptyContent, hasContentShape, isEmptyContent, resolveContentType } from './content'
import type { EditorOptions } from './options'
import { sanitizeHtml } from './sanitize'

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
}

/**
 * The rich-text field's state. HTML from the data is sanitised before the editor sees it; what
 * the editor emits is its own serialisation of a schema-checked document, so it is stored as is
 * and handed back unchanged (sanitising it again could differ and reset the caret).
 */
export function useEditorField(field: ControlField<CommonOptions & EditorOptions>) {
  const contentType = computed(() => resolveContentType(field.options.contentType, field.control.schema))
  let emitted: unknown
  // Tiptap builds the document in the browser, once mounted: the note waits for it too.
  const mounted = ref(false)
  onMounted(() => {
    mounted.value = true
  })

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
    return { content: value as Content, sanitised: false, wrongShape: false }
  })

  function onUpdate(value: unknown): void {
    const stored = isEmptyContent(value) ? undefined : value
    emitted = stored
    field.setValue(stored)
  }

  return { contentType, view, onUpdate }
}
