import type { UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/**
 * What the builder's palette offers from the categorization family: a Categorization with one
 * Category, and further Categories to drop into it (a Categorization renders its Categories).
 */
export const categorizationPalette: PaletteEntry[] = [
  {
    id: 'categorization',
    label: 'Categorization',
    group: 'layout',
    icon: 'i-lucide-panel-top',
    layout: { type: 'Categorization', elements: [{ type: 'Category', label: 'Category 1', elements: [] }] } as UISchemaElement,
  },
  { id: 'category', label: 'Category', group: 'layout', icon: 'i-lucide-folder', layout: { type: 'Category', label: 'Category', elements: [] } as UISchemaElement },
]
