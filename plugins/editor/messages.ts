import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the rich-text family (the editor and the `uiRenderers` hint). */
export const editorMessages = defineMessages({
  'nui.editor.needsAllRenderers': 'This rich-text field needs the allRenderers preset',
  'nui.editor.toolbar': '{label}: formatting',
  'nui.editor.undo': 'Undo',
  'nui.editor.redo': 'Redo',
  'nui.editor.paragraph': 'Paragraph',
  'nui.editor.heading2': 'Heading 2',
  'nui.editor.heading3': 'Heading 3',
  'nui.editor.bold': 'Bold',
  'nui.editor.italic': 'Italic',
  'nui.editor.strike': 'Strikethrough',
  'nui.editor.code': 'Code',
  'nui.editor.bulletList': 'Bulleted list',
  'nui.editor.orderedList': 'Numbered list',
  'nui.editor.blockquote': 'Quote',
  'nui.editor.sanitised': 'Unsafe markup (scripts, event handlers) was left out of what the editor shows. The stored value is unchanged until you edit.',
  'nui.editor.wrongShape': 'The stored value is not {expected}; the editor starts empty and the value is kept until you edit.',
  'nui.editor.unknownParts': 'This content holds parts the editor cannot show ({parts}). It is shown read-only, without them, and kept as stored.',
  'nui.editor.unfit': 'This content does not fit the editor, which can show none of it. It is kept as stored, and the editor is read-only.',
  'nui.editor.expectedJson': 'a document object',
  'nui.editor.expectedHtml': 'an HTML string',
})
