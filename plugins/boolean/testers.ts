import { rankWith } from '@jsonforms/core'
import { isBooleanControl, ranks } from 'nuxt-ui-jsonforms/kit'

export const booleanTester = rankWith(ranks.base, isBooleanControl)
