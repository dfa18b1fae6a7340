import { isNumberControl, isIntegerControl, or, rankWith } from '@jsonforms/core'
import { ranks } from 'nuxt-ui-jsonforms/kit'

export const numberTester = rankWith(ranks.base, or(isNumberControl, isIntegerControl))
