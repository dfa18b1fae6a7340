import type { UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/**
 * What the builder's palette offers from the categorization family: a Categorization with one
 * Category, a stepper (a Categorization with `variant: "stepper"`) with three steps, and further
 * Categories to drop into either (a Categorization renders its Categories).
 */
export const categorizationPalette: PaletteEntry[] = [
  {
    id: 'categorization',
    label: 'Categorization',
    group: 'layout',
    icon: 'i-lucide-panel-top',
    layout: { type: 'Categorization', elements: [{ type: 'Category', label: 'Category 1', elements: [] }] } as UISchemaElement,
  },
  {
    id: 'stepper',
    label: 'Stepper',
    group: 'layout',
    icon: 'i-lucide-footprints',
    layout: { type: 'Categorization', options: { variant: 'stepper' }, elements: [1, 2, 3].map(step => ({ type: 'Category', label: `Step ${step}`, elements: [] })) } as UISchemaElement,
  },
  { id: 'category', label: 'Category', group: 'layout', icon: 'i-lucide-folder', layout: { type: 'Category', label: 'Category', elements: [] } as UISchemaElement },
]
