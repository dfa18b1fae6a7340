import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { labelDefaults } from './options'

/** What the builder's palette offers from the layouts family: three containers and a heading. */
export const layoutsPalette: PaletteEntry[] = [
  { id: 'vertical-layout', label: 'Vertical layout', group: 'layout', icon: 'i-lucide-rows-3', layout: { type: 'VerticalLayout', elements: [] } as UISchemaElement },
  { id: 'horizontal-layout', label: 'Horizontal layout', group: 'layout', icon: 'i-lucide-columns-3', layout: { type: 'HorizontalLayout', elements: [] } as UISchemaElement },
  { id: 'group', label: 'Group', group: 'layout', icon: 'i-lucide-square-dashed', layout: { type: 'Group', label: 'Group', elements: [] } as UISchemaElement },
  { id: 'label', label: 'Label', group: 'layout', icon: 'i-lucide-heading', layout: { type: 'Label', text: 'Label' } as UISchemaElement },
]

/** Options of a `Label` element; `style` (an object of CSS properties) is left out. Group's only option, `card`, is a pass-through object. */
export const labelOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    level: {
      type: 'integer',
      minimum: 1,
      maximum: 6,
      title: 'Heading level',
      description: 'Heading level, 1 to 6 (h1 to h6).',
      default: labelDefaults.level,
    },
    separator: {
      type: 'boolean',
      title: 'Separator',
      description: 'Draw a separator under the heading.',
      default: labelDefaults.separator,
    },
  },
}
