import { or, rankWith } from '@jsonforms/core'
import { isIntegerControl, isNumberControl, ranks } from 'nuxt-ui-jsonforms/kit'

export const numberTester = rankWith(ranks.base, or(isNumberControl, isIntegerControl))
