import type { JsonSchema7, UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

const item: JsonSchema7 = { type: 'object', properties: { name: { type: 'string', title: 'Name' }, description: { type: 'string', title: 'Description' } } }

/**
 * What the builder's palette offers from the array family: a list of objects with two text fields,
 * as cards, as a list beside the selected item's form or as a table; and a tuple of a text and a
 * number. Items are titled by their `name`.
 *
 * `list-with-detail` is a field whose element is not a Control: it carries both the `property` to
 * create and, in `layout`, the element to bind to it (the builder adds its `scope` and `options`).
 */
export const arrayPalette: PaletteEntry[] = [
  { id: 'array', label: 'List of objects', group: 'structure', icon: 'i-lucide-list', property: { type: 'array', items: item }, options: { elementLabelProp: 'name' } },
  {
    id: 'list-with-detail',
    label: 'List with detail',
    group: 'structure',
    icon: 'i-lucide-panel-left-open',
    property: { type: 'array', items: item },
    options: { elementLabelProp: 'name' },
    layout: { type: 'ListWithDetail' } as UISchemaElement,
  },
  { id: 'table', label: 'Table', group: 'structure', icon: 'i-lucide-table', property: { type: 'array', items: item }, options: { layout: 'table' } },
  {
    id: 'tuple',
    label: 'Tuple',
    group: 'structure',
    icon: 'i-lucide-brackets',
    property: { type: 'array', items: [{ type: 'string', title: 'First' }, { type: 'number', title: 'Second' }] },
  },
]
