import type { UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'

/** What the builder's palette offers from the layouts family: three containers and a heading. */
export const layoutsPalette: PaletteEntry[] = [
  { id: 'vertical-layout', label: 'Vertical layout', group: 'layout', icon: 'i-lucide-rows-3', layout: { type: 'VerticalLayout', elements: [] } as UISchemaElement },
  { id: 'horizontal-layout', label: 'Horizontal layout', group: 'layout', icon: 'i-lucide-columns-3', layout: { type: 'HorizontalLayout', elements: [] } as UISchemaElement },
  { id: 'group', label: 'Group', group: 'layout', icon: 'i-lucide-square-dashed', layout: { type: 'Group', label: 'Group', elements: [] } as UISchemaElement },
  { id: 'label', label: 'Label', group: 'layout', icon: 'i-lucide-heading', layout: { type: 'Label', text: 'Label' } as UISchemaElement },
]
