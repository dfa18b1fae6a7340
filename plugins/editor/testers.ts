import { type JsonSchema, type Tester, optionIs, rankWith, uiTypeIs } from '@jsonforms/core'
import { and, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'

function typesOf(schema: JsonSchema | undefined): string[] {
  const type = schema?.type
  return Array.isArray(type) ? type : typeof type === 'string' ? [type] : []
}

/** A document object, or an HTML string: the two shapes a rich-text value can be stored as. */
export function isRichTextSchema(schema: JsonSchema | undefined): boolean {
  return typesOf(schema).some(type => type === 'object' || type === 'string')
}

const isWysiwygControl: Tester = and(uiTypeIs('Control'), optionIs('wysiwyg', true), schemaMatches(schema => isRichTextSchema(schema)))

/**
 * `ranks.trigger`: in `uiRenderers`, an explicit `wysiwyg: true` shows the "needs allRenderers"
 * hint rather than the text input or sub-form that would otherwise take the property.
 */
export const wysiwygHintTester = rankWith(ranks.trigger, isWysiwygControl)

/**
 * `ranks.trigger + 1`: `allRenderers` carries the hint too (it is `uiRenderers` plus the editor),
 * so the editor must beat it by one, and only by one: an application's own renderer at
 * `ranks.custom` still wins over the built-in editor.
 */
export const editorTester = rankWith(ranks.trigger + 1, isWysiwygControl)
