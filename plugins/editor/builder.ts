import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/**
 * What the builder's palette offers from the editor family: rich text stored as an HTML string.
 * Its inspector offers `wysiwyg` and `contentType` (which must agree with the schema type: a
 * string stores HTML, an object a document); `toolbar` is a list of item objects and `editor` a
 * pass-through object.
 */
export const editorPalette: PaletteEntry[] = [
  { id: 'rich-text', label: 'Rich text', group: 'input', icon: 'i-lucide-pilcrow', property: { type: 'string' }, options: { wysiwyg: true } },
]
