import { rankWith, uiTypeIs } from '@jsonforms/core'
import { ranks } from 'nuxt-ui-jsonforms/kit'

export const verticalLayoutTester = rankWith(ranks.base, uiTypeIs('VerticalLayout'))
export const horizontalLayoutTester = rankWith(ranks.base, uiTypeIs('HorizontalLayout'))
export const groupTester = rankWith(ranks.base, uiTypeIs('Group'))
export const labelTester = rankWith(ranks.base, uiTypeIs('Label'))
