import { rankWith } from '@jsonforms/core'
import { isIntegerControl, isNumberControl, or, ranks } from 'nuxt-ui-jsonforms/kit'

export const numberTester = rankWith(ranks.base, or(isNumberControl, isIntegerControl))
