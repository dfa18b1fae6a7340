import { optionIs, rankWith } from '@jsonforms/core'
import { and, isBooleanControl, ranks } from 'nuxt-ui-jsonforms/kit'

export const booleanTester = rankWith(ranks.base, isBooleanControl)
export const switchTester = rankWith(ranks.variant, and(isBooleanControl, optionIs('toggle', true)))
