import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/**
 * What the builder's palette offers from the object family: a sub-form with two text fields, and a
 * map of text values. The
 * object control has no option schema: its one option, `detail`, is a UI-schema element.
 */
export const objectPalette: PaletteEntry[] = [
  {
    id: 'object',
    label: 'Object',
    group: 'structure',
    icon: 'i-lucide-braces',
    property: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, description: { type: 'string', title: 'Description' } } },
  },
  {
    id: 'map',
    label: 'Map (keys and values)',
    group: 'structure',
    icon: 'i-lucide-key-round',
    property: { type: 'object', additionalProperties: { type: 'string' } },
  },
]
