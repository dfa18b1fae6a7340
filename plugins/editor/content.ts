import { isPlainObject } from 'nuxt-ui-jsonforms/kit'
import type { JsonSchema } from '@jsonforms/core'
import type { EditorContentType } from './options'

/** `contentType` when it is `json` or `html`; otherwise `html` for a string schema, `json` for the rest. */
export function resolveContentType(option: unknown, schema: JsonSchema | undefined): EditorContentType {
  if (option === 'json' || option === 'html')
    return option
  const type = schema?.type
  const types = Array.isArray(type) ? type : [type]
  return types.includes('string') && !types.includes('object') ? 'html' : 'json'
}

/** A ProseMirror document as Tiptap writes it: `{ type: 'doc', content?: [...] }`. */
export function isDocument(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && value.type === 'doc'
}

/** The stored value has the shape of the content type (an empty value counts as right). */
export function hasContentShape(value: unknown, contentType: EditorContentType): boolean {
  if (value === undefined || value === null || value === '')
    return true
  return contentType === 'html' ? typeof value === 'string' : isDocument(value)
}

/** What an empty editor holds, in each content type (and what it is given for an empty value). */
export function emptyContent(contentType: EditorContentType): string | { type: string, content: { type: string }[] } {
  return contentType === 'html' ? '<p></p>' : { type: 'doc', content: [{ type: 'paragraph' }] }
}

/** The editor's output when it holds nothing but one empty paragraph. */
export function isEmptyContent(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === '<p></p>')
    return true
  if (!isDocument(value))
    return false
  const blocks = value.content
  if (!Array.isArray(blocks) || blocks.length === 0)
    return true
  if (blocks.length > 1)
    return false
  const only = blocks[0] as { type?: unknown, content?: unknown }
  return only.type === 'paragraph' && (!Array.isArray(only.content) || only.content.length === 0)
}
