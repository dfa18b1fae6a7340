import { rankWith, uiTypeIs } from '@jsonforms/core'
import { ranks } from 'nuxt-ui-jsonforms/kit'

/** Any Categorization: elements that are not categories are explained by the renderer, not refused. */
export const categorizationTester = rankWith(ranks.base, uiTypeIs('Categorization'))
