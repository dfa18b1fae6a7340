import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { categorizationDefaults } from './options'

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

/**
 * Options of a `Categorization` element; `tabs` and `stepper` are pass-through objects. A
 * `Category`'s option (`queryId`) has no renderer entry of its own to carry a schema.
 */
export const categorizationOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    variant: {
      type: 'string',
      enum: ['tabs', 'stepper'],
      title: 'Variant',
      description: 'tabs shows the categories as tabs; stepper as steps with Previous / Next buttons.',
      default: categorizationDefaults.variant,
    },
    queryKey: {
      type: 'string',
      title: 'URL hash key',
      description: 'Name of the parameter in the URL hash that remembers the active tab.',
      default: categorizationDefaults.queryKey,
    },
    defaultTab: {
      type: 'string',
      title: 'Default tab',
      description: 'Identifier (queryId or index) of the tab shown when the URL names none.',
      default: categorizationDefaults.defaultTab,
    },
  },
}
