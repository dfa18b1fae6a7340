import { isBooleanControl, rankWith } from '@jsonforms/core'
import { ranks } from 'nuxt-ui-jsonforms/kit'

export const booleanTester = rankWith(ranks.base, isBooleanControl)
